"""Runtime rules of triggering that the interpreter applies as it finds triggered abilities (383):

* who controls a triggered ability as it goes on the chain: the controller of its source, except for
  a delayed trigger (whoever set it up, 392) and a battlefield's ability that names the player who
  acts ("When a player plays a spell, they may …": that player, 190.6.c); ``controlled_for``;
* triggers found in one dispatch that a "one or more" ability sees together (383.2.c); ``batched``;
* "Your conquer effects for conquering here trigger an additional time." (Red Brambleback) and "Your
  hold effects for holding here …" (Blue Sentinel): a static ability of an object at a battlefield
  (``TriggerAgain``). Conquer and hold effects (383.4.c, 383.4.d) are the triggered abilities a
  conquer or hold event triggers; those its controller controls that a scoring of the battlefield
  where the object is triggered are put on the chain once more (each such ability adds one more
  time); ``extra_times``;
* where an ability works: on the board, or from its owner's trash when its text plays the card from
  there (366.1, 383.2.c.1); ``trash_sources``, ``works_from``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import TriggeredAbility
from ..model.events import Event
from ..model.objects import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState
    from .layers import View

SCORING_KINDS = ("conquer", "hold")


@dataclass(frozen=True)
class TriggerAgain:
    """``kind`` effects ("conquer" or "hold") for scoring the battlefield this object is at, of
    abilities its controller controls, trigger an additional time."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in SCORING_KINDS:
            raise ValueError(f"TriggerAgain.kind must be one of {SCORING_KINDS}")

    def applies(self, me: GameObject, event: Event, controller: int) -> bool:
        """Whether a trigger of ``controller`` by ``event`` triggers once more because of me: a
        scoring of my battlefield (its events carry the battlefield, 1-based, as amount)."""
        return (event.kind == self.kind and event.performed and me.on_board and me.battlefield is not None
                and event.amount == me.battlefield + 1 and controller == me.controller)


@dataclass(frozen=True)
class KeywordTriggersAgain:
    """"Your [Deathknell] effects trigger an additional time.": each triggered ability that is that
    keyword's effect (808.1.b.1), controlled by this object's controller, triggers once more."""

    keyword: str

    def applies_to(self, me: GameObject, ability: TriggeredAbility, controller: int) -> bool:
        return me.on_board and controller == me.controller and ability.keyword == self.keyword


def extra_times(state: GameState, view: View, event: Event, controller: int,
                triggered: TriggeredAbility | None = None) -> int:
    """How many additional times a trigger of ``controller`` by ``event`` (of ``triggered``) triggers."""
    return sum(1 for obj in state.board_objects() for ability in view.abilities(obj)
               if (isinstance(ability, TriggerAgain) and ability.applies(obj, event, controller))
               or (isinstance(ability, KeywordTriggersAgain) and triggered is not None
                   and ability.applies_to(obj, triggered, controller)))


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


# A trigger found in the events: its source, (ability, instance key), the objects of its event.
# (source, (ability, instance), event objects, the location the trigger condition names, 359.3.f.3)
FoundTrigger = tuple[GameObject, tuple[TriggeredAbility, tuple[object, ...]], tuple[int, ...],
                     "tuple[str, int | None] | None"]


def batched(found: list[FoundTrigger]) -> list[FoundTrigger]:
    """Merge the triggers of a "one or more" ability (``Trigger.once_per_batch``) from events that
    happened together into one, which sees every object of those events (383.2.c)."""
    merged: list[FoundTrigger] = []
    first: dict[tuple[int, tuple[object, ...]], int] = {}
    for src, (ability, instance), objects, where in found:
        if ability.trigger.once_per_batch():
            key = (src.oid, instance)
            if key in first:
                at = first[key]
                merged[at] = (*merged[at][:2], merged[at][2] + objects, merged[at][3])
                continue
            first[key] = len(merged)
        merged.append((src, (ability, instance), objects, where))
    return merged


def trash_sources(state: GameState) -> list[GameObject]:
    """Cards in a trash with a triggered ability that works there ("When you kill a unit with a
    spell, you may pay [1][R] to play me from your trash"): they trigger while in the trash, also
    when the same event put them there (383.2.c.1, riftbound-origins-faq-080)."""
    return [o for o in state.objects.values() if o.zone is Zone.TRASH
            and any(isinstance(a, TriggeredAbility) and a.zone == "trash" for a in o.card.abilities)]


def works_from(ability: TriggeredAbility, source: GameObject, gone: bool) -> bool:
    """Whether ``ability`` works where ``source`` is: a trash ability in the trash, any other on the
    board (or by last-known information, ``gone``, for an object that just left it)."""
    return ability.zone == ("trash" if source.zone is Zone.TRASH and not gone else "board")
