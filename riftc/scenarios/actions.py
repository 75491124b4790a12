"""Scenario runner, direct game actions: ``buff Ahri``, ``deal 3 to Ahri`` ... → riftc.runtime game actions.

These are the actions as the rules define them (the same functions card instructions call), done by
a player without a card around them. The runner then lets the Game clean up and fire triggers.
"""

from __future__ import annotations

from collections.abc import Callable

from riftc.runtime import Game, GameObject
from riftc.runtime.effects.instructions import OBJECT_ACTIONS as INSTRUCTION_ACTIONS
from riftc.runtime.engine import combat_damage
from riftc.runtime.rules import actions, attachments, combat, zone_actions
from riftc.scenarios.model import Act

ObjectAction = Callable[..., object]

#: verb → runtime function(state, oid, *, by): the functions card instructions call, plus discard.
OBJECT_ACTIONS: dict[str, ObjectAction] = {**INSTRUCTION_ACTIONS, "discard": zone_actions.discard,
                                           "attack": combat.attack, "defend": combat.defend}


def perform(game: Game, act: Act, obj: GameObject | None, other: GameObject | None = None) -> None:
    """Do one direct action. ``act.by`` (default: the object's controller, else the turn player)
    is the player performing it, which "when you ..." triggers look at. ``other`` is the unit of
    ``attach X to Y`` (434)."""
    state = game.state
    if act.verb in ("conquer", "hold"):  # conquer battlefield N [by P2]
        who = state.current if act.by is None else act.by
        (combat.conquer if act.verb == "conquer" else combat.hold)(state, who, act.to or 0)
        return
    if act.verb == "end_combat":
        combat.end_combat(state, act.to or 0)
        return
    if act.verb == "resolve_combat":  # the combat damage and resolution steps (465-466)
        combat_damage.resolve_combat(game, act.to or 0, state.chooser)
        return
    if obj is None:  # draw N [for P2]
        who = state.current if act.player is None else act.player
        zone_actions.draw(state, who, act.amount)
        return
    by = obj.controller if act.by is None else act.by
    if act.verb in OBJECT_ACTIONS:
        OBJECT_ACTIONS[act.verb](state, obj.oid, by=by)
    elif act.verb == "deal":
        actions.deal_damage(state, obj.oid, act.amount, by=by)
    elif act.verb == "give":
        actions.give_might(state, obj.oid, act.amount, by=by)
    elif act.verb == "attach" and other is not None:
        attachments.attach(state, obj.oid, other.oid, by=by)
    elif act.verb == "detach":
        attachments.detach(state, obj.oid, by=by)
    elif act.verb == "move":
        destination = ("base", None) if act.to is None else ("battlefield", act.to)
        zone_actions.move(state, obj.oid, destination, by=by)
    else:  # the reader only produces the verbs above
        raise ValueError(f"unknown scenario action {act.verb!r}")
