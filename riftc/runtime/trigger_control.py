"""Who controls a triggered ability as it goes on the chain: the controller of its source, except for
a delayed trigger (whoever set it up, 392) and a battlefield's ability that names the player who acts
("When a player plays a spell, they may …": that player, 190.6.c)."""

from __future__ import annotations

from .abilities import TriggeredAbility
from .events import Event
from .objects import GameObject


def as_controlled(source: GameObject, controller: int) -> GameObject:
    """The source as the player who controls the ability sees it: a copy with that controller, so that
    "you" and "friendly" in the ability are that player's."""
    if source.controller == controller:
        return source
    copy = source.snapshot()
    copy.controller = controller
    return copy


def controlled_for(source: GameObject, ability: TriggeredAbility, event: Event) -> GameObject:
    """The source of a triggered ability, as its controller for this event sees it (190.6.c)."""
    if ability.event_player_controls and event.player is not None:
        return as_controlled(source, event.player)
    return source
