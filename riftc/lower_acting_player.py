"""A battlefield's ability that names the player who acts (190.6.c): "When a player plays a spell, they
may give a unit they control here +1 [M] this turn."

Such an ability is controlled by that player, whoever controls the battlefield, and they make its
choices (190.6.c). Seen from its controller, "they" is "you": the effect is lowered as "you may give a
unit you control here +1 [M] this turn", and the runtime puts the ability on the chain under the
player the event names (``TriggeredAbility.event_player_controls``).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from riftc import nodes

# Events of a battlefield's trigger that name one acting player ("a player plays a spell").
ACTING_PLAYER_EVENTS = (nodes.PlayerPlayEvent,)


def acting_player_effect(card_type: str | None, event: nodes.Node, effect: nodes.Effect) -> nodes.Effect | None:
    """The effect as its controller reads it when the ability is a battlefield's and the first thing it
    does is "they …" about the player of its event; else None (the ability is the battlefield's)."""
    if card_type != "Battlefield" or not isinstance(event, ACTING_PLAYER_EVENTS) or not effect.sentences:
        return None
    first = getattr(effect.sentences[0], "instruction", None)
    player = first.player if isinstance(first, nodes.PlayerMay) else getattr(first, "players", None)
    return _as_you(effect) if isinstance(player, nodes.They) else None


def _as_you(node: Any) -> Any:
    """``node`` with "they may X" → "you may X", "they X" → "X", "they control" → "you control"."""
    if isinstance(node, tuple):
        return tuple(_as_you(item) for item in node)
    if not isinstance(node, nodes.Node):
        return node
    if isinstance(node, nodes.PlayerMay) and isinstance(node.player, nodes.They):
        return nodes.May(span=node.span, words="you may", instruction=_as_you(node.instruction))
    if isinstance(node, nodes.PlayersDo) and isinstance(node.players, nodes.They) and node.each is None:
        return _as_you(node.instruction)
    if isinstance(node, nodes.ControlledByThem):
        return nodes.ControlledBy(span=node.span)
    changes = {f.name: _as_you(getattr(node, f.name)) for f in fields(node) if f.name != "span"}
    return replace(node, **changes)
