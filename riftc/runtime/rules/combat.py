"""Runtime combat and scoring events: attack, defend, conquer, hold, end of combat (459-471).

Enough of combat for "When I attack", "When I defend", "When I conquer", "When I hold" and "this
combat" durations: each function performs one designation or scoring step, logs its Event and
returns an Outcome, like the other game actions. The combat damage and resolution steps are in
combat_damage.py (465-466); the cleanup keeps designations right during a combat (323.2,
``correct_designations``). Showdowns and the staging of combats (460-464) are the game loop's
(engine/game_loop.py); scenarios may also call these in order.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import Outcome, log
from ..model.objects import THIS_COMBAT, GameObject, Zone
from ..model.state import GameState
from .actions import board_object, negate
from .player_restrictions import forbidding
from .replacements import replace_score
from .victory import final_point_denied
from .zone_actions import draw

Source = int | None


def _designate(state: GameState, oid: int, role: str, *, by: int | None, source: Source) -> Outcome:
    """Give a unit at a battlefield the attacker or defender designation (383.4.e, 383.4.f)."""
    kind = "attack" if role == "attacking" else "defend"
    obj = board_object(state, oid)
    if isinstance(obj, str):
        return negate(state, kind, oid, obj, "459", by=by, source=source)
    if obj.zone is not Zone.BATTLEFIELD:
        return negate(state, kind, oid, "is not at a battlefield", "461", by=by, source=source)
    if getattr(obj, role):
        # Attack and defend triggers fire the first time in a combat only (383.4.e, 383.4.f).
        return negate(state, kind, oid, f"is already {role}", "383.4.e" if kind == "attack" else "383.4.f",
                      by=by, source=source)
    setattr(obj, role, True)
    field = state.battlefields[obj.battlefield or 0]
    if kind == "attack" and field.attacker is None:
        field.attacker = obj.controller  # the attacking player (464.2.c.1)
    elif kind == "defend" and field.defender is None:
        field.defender = obj.controller  # the defending player (464.2.c.2)
    word = "an attacker" if kind == "attack" else "a defender"
    # the event carries its battlefield (1-based) as amount, as a scoring event does: where "When you
    # defend at a battlefield, … there" happened (359.3.f.3)
    log(state, kind, (oid,), True, f"{obj.name} is {word} at {field.name}", "383.4.e" if kind == "attack" else "383.4.f",
        by=by if by is not None else obj.controller, source=source, amount=(obj.battlefield or 0) + 1)
    return Outcome(kind, targets=(oid,), affected=(oid,))


def attack(state: GameState, oid: int, *, by: int | None = None, source: Source = None) -> Outcome:
    """The unit becomes an attacker ("When I attack", 383.4.e)."""
    return _designate(state, oid, "attacking", by=by, source=source)


def defend(state: GameState, oid: int, *, by: int | None = None, source: Source = None) -> Outcome:
    """The unit becomes a defender ("When I defend", 383.4.f)."""
    return _designate(state, oid, "defending", by=by, source=source)


def _score(state: GameState, kind: str, player: int, battlefield: int, rule: str,
           reason: str | None = None) -> Outcome:
    """Score a battlefield once per turn (470): one point (471.1) and an Event listing the player's
    units there, which is what "When I conquer/hold" and "When you conquer/hold" see (383.4.c-d)."""
    field = state.battlefields[battlefield]
    name = state.player(player).name
    was = 0 if field.controller is None else field.controller + 1  # who controlled it before (190.6)
    refused = _not_scored(state, kind, player, battlefield)
    if refused is not None:
        log(state, kind, (), False, f"{kind} negated: {refused[0]}", refused[1], by=player)
        return Outcome(kind, players=(player,))
    scores, final = _point(state, kind, player, battlefield)
    units = tuple(o for o in field.objects if state.objects[o].controller == player
                  and state.objects[o].card.type == "Unit")
    # amount carries the battlefield (1-based) so the once-per-turn check can find it.
    log(state, kind, units, True, f"{name} {'conquers' if kind == 'conquer' else 'holds'} {field.name} "
        f"and {scores}", rule, by=player, amount=battlefield + 1, reason=reason, before=was)
    if final:
        draw(state, player, 1)
    return Outcome(kind, affected=units, players=(player,), done=True)


def _not_scored(state: GameState, kind: str, player: int, battlefield: int) -> tuple[str, str] | None:
    """Why this is no conquer or hold at all (the reason and its rule), else None; the player takes
    control of the battlefield either way."""
    field, name = state.battlefields[battlefield], state.player(player).name
    field.controller = player  # control is established even without a score (469.1.b, 470)
    for oid in field.objects:  # a battlefield card is controlled by the battlefield's controller (190.6)
        if state.objects[oid].card.type == "Battlefield":
            state.objects[oid].controller = player
    if any(e.kind in ("conquer", "hold") and e.performed and e.turn == state.turn and e.player == player
           and e.amount == battlefield + 1 for e in state.log.events):
        return f"{name} already scored {field.name} this turn", "470"
    if kind == "conquer" and battlefield in state.flow.held_by_ally and state.teams[player] == state.teams[state.current]:
        # 469.1.a, 489.8.b: a teammate controlled it in this turn's Beginning Phase
        return f"{name}'s teammate controlled {field.name} in this turn's Beginning Phase", "489.8.b"
    monument = forbidding(state, player, "score_here", battlefield)
    if monument is not None:  # no conquer or hold there: no trigger, no point (riftbound-spiritforged-faq-013)
        return f"{name} can't score {field.name} ({monument})", "054.1"
    return None


def _point(state: GameState, kind: str, player: int, battlefield: int) -> tuple[str, bool]:
    """Gain the point of a score (471.1), unless replaced (370.1.b), barred (riftbound-spiritforged-faq-012)
    or, by a conquer, the Final Point is denied (471.1.b.1): the text of what was scored, and whether
    the player draws a card instead of the Final Point."""
    replaced = replace_score(state, kind, player)  # "… they draw 1 instead" (370.1.b): only the point
    if replaced:
        return "scores no point (replaced)", False
    barred = forbidding(state, player, "gain_points")
    if barred is not None:  # Tianna stops only the point
        return f"scores no point ({barred}: {state.player(player).name} can't gain points)", False
    if kind == "conquer" and final_point_denied(state, player, battlefield):  # riftbound-origins-faq-002
        return "draws a card instead of the Final Point: not every battlefield was scored this turn (471.1.b.1)", True
    state.player(player).points += 1
    return "scores 1 point", False


AFTER_ATTACK = "after an attack"  # the reason of a conquer that follows a combat the player attacked in


def conquer(state: GameState, player: int, battlefield: int, *, after_attack: bool = False) -> Outcome:
    """``player`` gains control of a battlefield not yet scored this turn (469.1, 466.5.d);
    ``after_attack``: as the attacker who won a combat there ("When I conquer after an attack")."""
    return _score(state, "conquer", player, battlefield, "469.1", AFTER_ATTACK if after_attack else None)


def hold(state: GameState, player: int, battlefield: int) -> Outcome:
    """``player`` keeps control of a battlefield in their Beginning Phase (469.2). They must
    already control it (188)."""
    field = state.battlefields[battlefield]
    if field.controller != player:
        log(state, "hold", (), False, f"hold negated: {state.player(player).name} doesn't control "
            f"{field.name}", "469.2", by=player)
        return Outcome("hold", players=(player,))
    return _score(state, "hold", player, battlefield, "469.2")


def end_combat(state: GameState, battlefield: int) -> Outcome:
    """Combat ends (466.7): designations are removed and "this combat" effects expire."""
    ids = tuple(state.battlefields[battlefield].objects)
    state.battlefields[battlefield].attacker = state.battlefields[battlefield].defender = None
    for oid in ids:
        obj = state.objects[oid]
        obj.attacking = obj.defending = False
        obj.modifiers = [m for m in obj.modifiers if m.duration != THIS_COMBAT]
        obj.grants = [g for g in obj.grants if g.duration != THIS_COMBAT]
    log(state, "combat_end", ids, True, f"combat at {state.battlefields[battlefield].name} ends", "466.7",
        by=None)
    return Outcome("combat_end", affected=ids, done=True)


def correct_designations(state: GameState) -> bool:
    """Cleanup step 2 (323.2) while a combat is in progress at a battlefield (both its players known):
    a unit there takes its controller's designation (323.2.a; "When I attack" sees it, 383.4.e), a
    unit with the other side's designation changes (323.2.b: its controller changed), and a unit
    elsewhere (in a base, or at a battlefield without a combat) loses its designation (323.2.c). True if
    anything changed."""
    changed = False
    for index, field in enumerate(state.battlefields):
        for oid in list(field.objects):
            obj = state.objects[oid]
            if (obj.card.type or "").lower() != "unit" or field.attacker is None or field.defender is None:
                continue
            role = "attacking" if obj.controller == field.attacker else "defending" if obj.controller == field.defender else None
            for other in ("attacking", "defending"):
                if other != role and getattr(obj, other):
                    setattr(obj, other, False)
                    log(state, "designation", (oid,), True, f"{obj.name} is no longer "
                        f"{'an attacker' if other == 'attacking' else 'a defender'}", "323.2.b", by=None)
                    changed = True
            if role is not None and not getattr(obj, role):
                (attack if role == "attacking" else defend)(state, oid, by=obj.controller)
                changed = True
    for obj in state.board_objects():
        # 323.2.c: away from the combat's battlefield, also at another battlefield (a unit a spell
        # moved out of the combat), where no combat is going on
        if (obj.attacking or obj.defending) and (obj.zone is not Zone.BATTLEFIELD or _no_combat(state, obj)):
            obj.attacking = obj.defending = False
            log(state, "designation", (obj.oid,), True, f"{obj.name} loses its combat designation", "323.2.c",
                by=None)
            changed = True
    return changed


def _no_combat(state: GameState, obj: GameObject) -> bool:
    field = state.battlefields[obj.battlefield or 0]
    return field.attacker is None and field.defender is None


@dataclass(frozen=True)
class IgnoresTankHere:
    """"You ignore [Tank] while assigning combat damage here." (815.1.b): where this permanent is, its
    controller assigns combat damage as if no unit had [Tank] (its other rules still apply)."""

    def applies(self, me: GameObject, player: int, battlefield: int | None) -> bool:
        """Whether ``player`` ignores [Tank] assigning combat damage at ``battlefield`` because of me."""
        return me.zone is Zone.BATTLEFIELD and me.battlefield == battlefield and me.controller == player
