"""Triggers found in one dispatch that a "one or more" ability sees together (383.2.c)."""

from __future__ import annotations

from .abilities import TriggeredAbility
from .objects import GameObject

# A trigger found in the events: its source, (ability, instance key), the objects of its event.
FoundTrigger = tuple[GameObject, tuple[TriggeredAbility, tuple[object, ...]], tuple[int, ...]]


def batched(found: list[FoundTrigger]) -> list[FoundTrigger]:
    """Merge the triggers of a "one or more" ability (``Trigger.once_per_batch``) from events that
    happened together into one, which sees every object of those events (383.2.c)."""
    merged: list[FoundTrigger] = []
    first: dict[tuple[int, tuple[object, ...]], int] = {}
    for src, (ability, instance), objects in found:
        if ability.trigger.once_per_batch():
            key = (src.oid, instance)
            if key in first:
                at = first[key]
                merged[at] = (*merged[at][:2], merged[at][2] + objects)
                continue
            first[key] = len(merged)
        merged.append((src, (ability, instance), objects))
    return merged
