"""Runtime Bonus Damage (712-715) from passive abilities: "Your spells and abilities deal 1 Bonus
Damage." (Annie, Fiery) and Void Gate's "Spells and abilities affecting units here each deal 1
Bonus Damage." (errata: "… deal 1 Bonus Damage to units here", riftbound-origins-faq-081).

Only deal actions whose source is a spell or an ability get it (417.6.a); damage a spell or ability
has a unit deal ("It deals damage equal to its Might", "They deal damage … to each other") is dealt
by the unit, not by the spell (417.6.b.3), and combat damage by the units (417.6.c). Every instance
that applies is summed, a negative total adds nothing (714, 714.2), each target gets it on its own
(715.2), and only when some damage is dealt (715.4); prevention and replacements see the total
(715.4.a).

Also "The next spell you play this turn deals 1 Bonus Damage." (Ravenborn Tome, 391): an instruction
making ``NextSpellBonus`` true for the turn; the next spell its controller plays takes it
(``bind_next_spell``, as it is played), and every deal action of that spell gets it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState
    from .layers import View


@dataclass(frozen=True)
class BonusDamage:
    """``amount`` Bonus Damage for deal actions of spells and abilities: with ``yours`` only those its
    controller controls; with ``here`` only to units at this battlefield (the card is a battlefield)."""

    amount: int
    yours: bool = False
    here: bool = False

    def applies(self, me: GameObject, target: GameObject, by: int) -> bool:
        """Whether it adds to damage dealt to ``target`` by a spell or ability ``by`` controls."""
        if not me.on_board or (self.yours and by != me.controller):
            return False
        if self.here:
            return me.battlefield is not None and target.location() == ("battlefield", me.battlefield)
        return True


@dataclass(frozen=True)
class NextSpellBonus:
    """"The next spell you play this turn deals ``amount`` Bonus Damage" (made true for the turn with
    ``once``); ``spell``: the spell that took it, once played (its id on the chain)."""

    amount: int
    spell: int | None = None


def bind_next_spell(state: GameState, card: GameObject, player: int) -> None:
    """The spell ``card`` that ``player`` just played takes their waiting ``NextSpellBonus`` (a
    "next spell" effect applies to that one spell only)."""
    if (card.card.type or "").lower() != "spell":
        return
    lasting = getattr(state, "lasting", [])
    for at, entry in enumerate(lasting):
        ability = entry.ability
        if isinstance(ability, NextSpellBonus) and ability.spell is None and entry.controller == player:
            lasting[at] = replace(entry, ability=replace(ability, spell=card.oid), once=False)


def bonus_damage(state: GameState, view: View, target: GameObject, by: int, source: int | None = None) -> int:
    """The Bonus Damage a spell or ability controlled by ``by`` (``source``, when known) deals to
    ``target`` now (714)."""
    total = sum(ability.amount for obj, _, ability, _ in view.having(BonusDamage) if ability.applies(obj, target, by))
    total += sum(entry.ability.amount for entry in getattr(state, "lasting", ())
                 if isinstance(entry.ability, NextSpellBonus) and source is not None and entry.ability.spell == source)
    return max(0, total)  # 714.2: a negative total adds nothing
