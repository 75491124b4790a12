"""Runtime combat damage and combat result (465-466): the Combat Damage Step and the Resolution Step.

``resolve_combat(game, battlefield)`` runs them at a battlefield whose units already have their
attacker and defender designations (``combat.attack`` / ``combat.defend``; showdowns and the staging
of combats are not modelled):

1. Each side's total is the sum of its units' current Might (465.2.a-b); a negative Might counts 0
   (143.2.b) and a stunned unit contributes nothing (423.1.b).
2. Starting with the attacker, each player assigns their total among the other side's units
   (465.2.c), one unit at a time, chosen by that player among the units they may assign to next:
   a unit must be assigned lethal damage in full before the next one (465.2.c.3), and no more than
   lethal unless no other unit is left (465.2.c.4; the excess goes to a unit the player chooses).
   Lethal counts the damage already marked and the unit's prevention shields (437.5.a); a unit with
   at least 1 Might left needs at least 1. [Tank] units come first (815.1.b), [Backline] units last
   (826.3), units with the same priority in any order (465.2.c.7); a unit with both is asked which
   one applies (465.2.c.8-9). A unit that can't be dealt damage is left out (465.2.c.10).
3. All the assigned damage is dealt at once (465.2.c.1.a, 465.2.d), each unit's by the player who
   assigned it.
4. Combat Cleanup (466.1): units with lethal damage die (one pass), all units are healed before lethal
   damage is checked again (riftbound-origins-faq-075), then the triggers of the deaths go on the chain
   (a Deathknell resolves after the heal, riftbound-origins-faq-076), and attackers still there are
   recalled if defenders are too (466.1.a.1-2).
5. Result (466.3): the side with units left alone at the battlefield wins, the other loses, else
   (or if attackers were recalled) no result; an attacker who wins and didn't control the battlefield
   conquers it (466.5, 469.1). Then the combat ends (466.7).

Replacement effects are applied when the damage is dealt, not to its assignment (465.2.c.5 is not
modelled yet), so "double the damage" effects would not change how much a player must assign.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model.abilities import TieRecallsAll
from ..model.choosers import ChoiceRequest, ConfirmRequest, as_ids, check_choice
from ..model.events import log
from ..model.objects import GameObject, Zone
from ..model.state import GameState
from ..rules import actions, combat, zone_actions
from ..rules.layers import compute
from ..rules.combat import IgnoresTankHere
from ..rules.static_effects import ASSIGNED_FIRST, ASSIGNED_LAST
from . import procedures
from .procedures import Steps

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.layers import View
    from .interpreter import Game

TANK, NORMAL, BACKLINE = 0, 1, 2


def resolve_combat(game: Game, battlefield: int, chooser: Any = None) -> str | None:
    """The Combat Damage Step and the Resolution Step at ``battlefield`` (465-466, ``combat_steps``);
    returns the result ("attacker", "defender" or "none"), or None when a whole game waits for the
    players' Priority on what a step triggered (the rest of the combat follows when the chain is empty)."""
    return procedures.perform(game, combat_steps(game, battlefield, chooser),
                              f"combat at {game.state.battlefields[battlefield].name}", chooser)


def combat_steps(game: Game, battlefield: int, chooser: Any = None) -> Steps:
    """The steps of ``resolve_combat``: each ``yield`` lets what the step triggered go on the chain and
    resolve before the next step (334.2, 466.4, 466.6); returns the result."""
    state, chooser = game.state, chooser or game.chooser
    attackers, defenders = _side(state, battlefield, "attacking"), _side(state, battlefield, "defending")
    if attackers and defenders:  # 465.1: only if both sides still have units there
        deal_combat_damage(state, battlefield, chooser)
        game.cleanup(once=True)  # the units with lethal damage die (323.5) ...
    _heal_all(state)  # ... then all are healed before lethal is checked again (466.1.a.1, riftbound-origins-faq-075)
    yield  # then triggers: a Deathknell resolves after the heal (riftbound-origins-faq-076)
    recalled = _combat_cleanup(state, battlefield)
    yield
    result = "none" if recalled else _result(state, battlefield, attackers, defenders)
    if recalled:
        log(state, "combat_result", (), True, "the combat has no result", "466.3.d", by=None)
    yield  # 466.4: what the result triggered resolves first
    if result == "attacker" and state.battlefields[battlefield].controller != attackers[0].controller:
        combat.conquer(state, attackers[0].controller, battlefield, after_attack=True)  # 466.5
        yield  # 466.6: conquer triggers resolve before combat ends
    combat.end_combat(state, battlefield)
    yield
    return result


def _side(state: GameState, battlefield: int, role: str) -> list[GameObject]:
    return [state.objects[o] for o in state.battlefields[battlefield].objects
            if getattr(state.objects[o], role) and (state.objects[o].card.type or "").lower() == "unit"]


def deal_combat_damage(state: GameState, battlefield: int, chooser: Any) -> dict[int, int]:
    """Sum, assign (attacker first) and deal combat damage at ``battlefield``; the damage assigned to
    each unit (465.2)."""
    view = compute(state)
    attackers, defenders = _side(state, battlefield, "attacking"), _side(state, battlefield, "defending")
    assigned: dict[int, tuple[int, int]] = {}  # unit -> (damage, the player who assigned it)
    for mine, theirs in ((attackers, defenders), (defenders, attackers)):
        total = sum(_contribution(o, view) for o in mine)  # 465.2.a-b
        player = mine[0].controller
        chosen = assign(state, view, player, total, theirs, chooser)
        # The damage beyond lethal (465.2.c.4), which "if you assigned 5 or more excess damage" reads.
        excess = sum(max(0, amount - _lethal(state.objects[oid], view)) for oid, amount in chosen.items())
        log(state, "assign", tuple(o.oid for o in mine), True, f"{state.player(player).name} assigns "
            f"{total} combat damage", "465.2.c", by=player, amount=excess)
        for oid, amount in chosen.items():
            assigned[oid] = (amount, player)
    for oid, (amount, player) in assigned.items():  # dealt simultaneously (465.2.c.1.a, 465.2.d)
        actions.deal_damage(state, oid, amount, by=player)
    return {oid: amount for oid, (amount, _) in assigned.items()}


def _contribution(unit: GameObject, view: View) -> int:
    """What a unit adds to its side's combat damage: its Might, 0 if negative (143.2.b); nothing if it
    is stunned (423.1.b) or "doesn't deal combat damage"."""
    if unit.stunned or view.forbids(unit, "combat_damage", None):
        return 0
    return max(0, view.might(unit))


def assign(state: GameState, view: View, player: int, total: int, units: list[GameObject],
           chooser: Any) -> dict[int, int]:
    """How ``player`` assigns ``total`` damage among ``units`` (465.2.c.2-10)."""
    able = [u for u in units if not view.forbids(u, "damage", player)]  # 465.2.c.10
    where = units[0].battlefield if units else None
    no_tank = any(isinstance(a, IgnoresTankHere) and a.applies(o, player, where)
                  for o in state.board_objects() for a in view.abilities(o))
    priority = {u.oid: _priority(state, view, player, u, chooser, no_tank) for u in able}
    left, result = total, {}
    while left > 0 and len(result) < len(able):
        waiting = [u for u in able if u.oid not in result]
        first = min(priority[u.oid] for u in waiting)
        options = tuple(u.oid for u in waiting if priority[u.oid] == first)  # 465.2.c.6-7
        (pick,) = _ask(state, chooser, player, options, "assign lethal combat damage to which unit next")
        amount = min(left, _lethal(state.objects[pick], view))
        result[pick] = amount
        left -= amount
    if left > 0 and (able or units):  # every unit has lethal: the rest goes anywhere (465.2.c.4)
        options = tuple(u.oid for u in (able or units))
        (pick,) = _ask(state, chooser, player, options, "assign the remaining combat damage to which unit")
        result[pick] = result.get(pick, 0) + left
    return result


def _lethal(unit: GameObject, view: View) -> int:
    """Damage that would be lethal now: enough to reach its Might, at least 1 (142.4.b), plus its
    prevention shields (437.5.a); a "prevent all" shield makes any amount too little."""
    needed = max(1, view.might(unit) - unit.damage)
    if None in unit.prevention:
        return 10 ** 9
    return needed + sum(p for p in unit.prevention if p is not None)


def _priority(state: GameState, view: View, player: int, unit: GameObject, chooser: Any,
              no_tank: bool = False) -> int:
    """[Tank] first (815.1.b), [Backline] last (826.3); with both, the assigning player picks which
    requirement to follow (465.2.c.8-9). ``no_tank``: the player ignores [Tank] here (Dune Surfer)."""
    tank = not no_tank and (view.keyword_value(unit, "Tank") is not None or view.has_permission(unit, ASSIGNED_FIRST))
    backline = view.keyword_value(unit, "Backline") is not None or view.has_permission(unit, ASSIGNED_LAST)
    if tank and backline:
        prompt = f"{unit.name} has [Tank] and [Backline]: assign it damage first ([Tank])?"
        return TANK if chooser.confirm(ConfirmRequest(player, unit.oid, prompt)) else BACKLINE
    return TANK if tank else BACKLINE if backline else NORMAL


def _ask(state: GameState, chooser: Any, player: int, options: tuple[int, ...], prompt: str) -> tuple[int, ...]:
    if len(options) == 1:
        return options
    request = ChoiceRequest(player, None, prompt, options, 1, 1)
    return check_choice(request, as_ids(chooser.choose(request)), {o: state.objects[o].name for o in options})


def _heal_all(state: GameState) -> None:
    """The Combat Cleanup's "3c. Heal all Units." (466.1.a.1)."""
    for obj in state.board_objects():
        if (obj.card.type or "").lower() == "unit" and obj.damage:
            obj.damage = 0
    log(state, "heal_all", (), True, "all units are healed", "466.1.a.1", by=None)


def _combat_cleanup(state: GameState, battlefield: int) -> bool:
    """The Combat Cleanup's last extra step (466.1.a.2): recall the attackers still at the battlefield
    if defenders are too (the kills of lethal damage and the heal happened before). True if attackers
    were recalled (then there is no result, 466.3.d)."""
    attackers, defenders = _side(state, battlefield, "attacking"), _side(state, battlefield, "defending")
    if not (attackers and defenders):
        return False
    recalled = attackers
    source = _recalls_all(state, attackers[0].controller, defenders[0].controller)
    if source is not None:  # "recall ALL units instead": every unit at that battlefield (riftbound-origins-faq-090)
        recalled = [state.objects[o] for o in state.battlefields[battlefield].objects
                    if (state.objects[o].card.type or "").lower() == "unit"]
        log(state, "replace", tuple(o.oid for o in recalled), True, f"{source.name}: all units at "
            f"{state.battlefields[battlefield].name} are recalled instead", "466.1.a.2", by=source.controller,
            source=source.oid)
    for obj in recalled:
        zone_actions.recall(state, obj.oid, by=None, source=None if source is None else source.oid)
    return True


def _recalls_all(state: GameState, attacker: int, defender: int) -> GameObject | None:
    """A permanent whose ``TieRecallsAll`` applies to this combat: its controller has its role (460)."""
    view = compute(state)
    for src in state.board_objects():
        for ability in view.abilities(src):
            if isinstance(ability, TieRecallsAll) \
                    and src.controller == (attacker if ability.role == "attacker" else defender):
                return src
    return None


def _result(state: GameState, battlefield: int, attackers: list[GameObject], defenders: list[GameObject]) -> str:
    """Who won (466.3): the only side with units left at the battlefield; else no result."""
    here = [state.objects[o] for o in state.battlefields[battlefield].objects
            if (state.objects[o].card.type or "").lower() == "unit" and state.objects[o].zone is Zone.BATTLEFIELD]
    sides = {o.controller for o in here}
    attacker = attackers[0].controller if attackers else None
    defender = defenders[0].controller if defenders else None
    result = "attacker" if sides == {attacker} else "defender" if sides == {defender} else "none"
    if result == "none":
        log(state, "combat_result", tuple(o.oid for o in here), True, "the combat has no result",
            "466.3.d", by=None)
        return result
    winner, loser = (attacker, defender) if result == "attacker" else (defender, attacker)
    # 466.3.c: the units there share their controller's result ("When I win a combat", "When you win").
    won = tuple(o.oid for o in here if o.controller == winner)
    log(state, "win_combat", won, True, f"{state.player(winner).name} wins the combat", "466.3.a",
        by=winner)
    if loser is not None:
        log(state, "lose_combat", (), True, f"{state.player(loser).name} loses the combat", "466.3.b",
            by=loser)
    return result
