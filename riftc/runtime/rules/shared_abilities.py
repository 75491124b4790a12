"""Runtime static effects that give an object the abilities other objects have (layer 2, 477.2.a):
"I have all [E] abilities of all friendly legends, units, and gear" (Heimerdinger, Inventor).

The abilities are read from the other objects' current characteristics each time the layers are
computed, so an ability another effect grants them is shared too, and one they lose is lost; the
shared ability is an ability of its new object, so "me" in it is that object (vendetta-faq-024: an
empowered Heimerdinger uses Jayce's "[Empowered][>]" ability even while Jayce isn't empowered).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import ActivatedAbility, Ability
from ..model.targets import ObjectRef, Self
from .costs import ExhaustMe
from .static_effects import ABILITIES, GrantAbilities, StaticEffect

if TYPE_CHECKING:  # pragma: no cover
    from .layers import Characteristics, StaticScope


def exhaust_abilities(abilities: list[Ability]) -> tuple[ActivatedAbility, ...]:
    """The activated abilities among ``abilities`` whose cost includes exhausting their object, [E]
    (414.5): what "[E] abilities" names."""
    return tuple(a for a in abilities if isinstance(a, ActivatedAbility) and any(isinstance(c, ExhaustMe) for c in a.costs))


@dataclass(frozen=True)
class ShareExhaustAbilities(StaticEffect):
    """"I have all [E] abilities of all friendly legends, units, and gear": ``target`` gains every
    [E] ability of the objects ``of`` names, other than itself (what it has it needn't gain again)."""

    of: ObjectRef
    target: ObjectRef = Self()
    layer = ABILITIES

    @property
    def varies(self) -> bool:
        return True  # it reads the abilities the others have once every other effect gave them theirs

    def bind(self, scope: StaticScope) -> StaticEffect:
        found: list[ActivatedAbility] = []
        for oid in self.of.resolve(scope).objects:
            if oid != scope.source:
                found += exhaust_abilities(scope.view.of(scope.state.objects[oid]).abilities)
        return GrantAbilities(abilities=tuple(found), target=self.target)

    def apply(self, chars: Characteristics) -> None:
        raise TypeError("ShareExhaustAbilities applies once bound to the abilities it shares")
