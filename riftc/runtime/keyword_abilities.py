"""Keywords that are short for abilities: "[Empower] [3]" (827.1.c.1) and "[Equip] [1][G]"
(818.1.c.2) for activated abilities, "[Hunt]" (823.1.c.1), "[Vision]" (817.1.b) and "[Quick-Draw]"
(819.1.d), "[Weaponmaster]" (821.1.c) for triggered ones.

The registry keeps such a keyword as a ``Keyword`` with its cost (whether an object has [Empower] is
a characteristic others can check, 827.4); ``activated_abilities`` spells out the ability it stands
for, in the order of the object's abilities, so ``Game.activate(obj, n)`` counts both kinds.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import Ability, ActivatedAbility, AnyTrigger, Keyword, TriggeredAbility, WhenAction, WhenPlayed
from .conditions import Condition
from .effects import Effect
from .choices import Choose
from .instructions import Empower
from .player_instructions import GainXp, Predict
from .lasting import Attach
from .selectors import Selector
from .layers import EMPOWERED_THREE_TIMES, View
from .targets import Scope, Self


@dataclass(frozen=True)
class CanBeEmpowered(Condition):
    """"Use only if not Empowered" (827.1.c.1), except for an object that may be empowered several
    times, whose Empower can always be activated (vendetta-faq-016; it does nothing at the limit)."""

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        if me is None:
            return False
        view = scope.view
        return not me.empowered or (isinstance(view, View) and view.has_permission(me, EMPOWERED_THREE_TIMES))


#: [Equip]'s choice: "a unit you control", a target (818.1.b.1, 818.1.c.2).
EQUIP_TARGET = Choose(Selector(types=("unit",), controller="friendly"))


def keyword_ability(keyword: Keyword) -> ActivatedAbility | None:
    """The activated ability a keyword with a cost stands for, or None for other keywords."""
    if keyword.name == "Empower" and keyword.cost:
        return ActivatedAbility(costs=keyword.cost, effect=Effect((Empower(target=Self()),)),
                                condition=CanBeEmpowered())
    if keyword.name == "Equip" and keyword.cost:
        return ActivatedAbility(costs=keyword.cost, effect=Effect((Attach(unit=EQUIP_TARGET),)))
    return None


def keyword_trigger(keyword: Keyword) -> TriggeredAbility | None:
    """The triggered ability a keyword stands for: [Hunt X] is "When I conquer or hold, my controller
    gains X XP" (823.1.c.1; X presumed 1, 823.1.c.2); [Vision] "When this is played, predict"
    (817.1.b); [Quick-Draw] "When you play this, attach it to a unit you control" (819.1.d);
    [Weaponmaster] is an optional play effect that equips one of your Equipment to the unit for [A]
    less (821.1.c, weaponmaster.py)."""
    if keyword.name == "Hunt":
        return TriggeredAbility(trigger=AnyTrigger((WhenAction("conquer"), WhenAction("hold"))),
                                effect=Effect((GainXp(keyword.value or 1),)))
    if keyword.name == "Vision":
        return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((Predict(1),)))
    if keyword.name == "Quick-Draw":
        return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((Attach(unit=EQUIP_TARGET),)))
    if keyword.name == "Weaponmaster":  # 821.1.c
        from .weaponmaster import weaponmaster_trigger
        return weaponmaster_trigger()
    return None


def triggered_abilities(abilities: list[Ability]) -> list[TriggeredAbility]:
    """Every triggered ability of an object, keyword ones spelled out, in printed order."""
    found: list[TriggeredAbility] = []
    for ability in abilities:
        spelled = keyword_trigger(ability) if isinstance(ability, Keyword) else None
        if isinstance(ability, TriggeredAbility):
            found.append(ability)
        elif spelled is not None:
            found.append(spelled)
    return found


def activated_abilities(abilities: list[Ability]) -> list[ActivatedAbility]:
    """Every activated ability of an object, keyword ones spelled out, in printed order."""
    found: list[ActivatedAbility] = []
    for ability in abilities:
        if isinstance(ability, ActivatedAbility):
            found.append(ability)
        elif isinstance(ability, Keyword):
            spelled = keyword_ability(ability)
            if spelled is not None:
                found.append(spelled)
    return found


Instance = tuple[object, ...]


def triggered_instances(instances: list[tuple[Ability, Instance]]) -> list[tuple[TriggeredAbility, Instance]]:
    """``triggered_abilities`` with each ability's instance key (``View.instances``); a keyword's
    spelled-out ability is an instance of that keyword."""
    found: list[tuple[TriggeredAbility, Instance]] = []
    for ability, key in instances:
        spelled = keyword_trigger(ability) if isinstance(ability, Keyword) else None
        if isinstance(ability, TriggeredAbility):
            found.append((ability, key))
        elif spelled is not None:
            found.append((spelled, key))
    return found


def activated_instances(instances: list[tuple[Ability, Instance]]) -> list[tuple[ActivatedAbility, Instance]]:
    """``activated_abilities`` with each ability's instance key (``View.instances``)."""
    found: list[tuple[ActivatedAbility, Instance]] = []
    for ability, key in instances:
        if isinstance(ability, ActivatedAbility):
            found.append((ability, key))
        elif isinstance(ability, Keyword):
            spelled = keyword_ability(ability)
            if spelled is not None:
                found.append((spelled, key))
    return found
