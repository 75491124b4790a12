"""Runtime attachments and copies: attach / detach (434-435), Equipment, and "becomes a copy" (477.1.b).

An attached card goes where its top-most card is (434.4) and moves with it; its printed rules text
is inactive while attached (135.4), its effect text is appended to the top-most card's abilities
(136.2.c) and its Might bonus counts for the top-most card (137.3) — the last two are applied by
the layers (layers.printed / _attachment_effects). When the top-most card leaves the board, its
attachments detach and stay where it was (435.4.b).

A copy replaces the copyable traits of an object (name, types, tags, cost, domains, rules text,
477.1.b.1.a) with those of another object's printed or copied card (477.1.b.1.b). Might is copied
too: a Reflection token (UNL-T06) has 0 printed Might and becomes the unit it copies. Statuses,
buffs, damage, Might modifiers and granted keywords belong to the object, not its card, so they
are never copied and the copier keeps its own (vendetta-faq-008).
"""

from __future__ import annotations

from typing import Any

from ..model.events import Outcome, log
from ..model.objects import GameObject, Zone
from ..model.state import GameState
from .actions import board_object, done, negate
from .replacements import as_attached_effects, run_as_attached

Source = int | None


def attach(state: GameState, gear: int, unit: int, *, by: int | None, source: Source = None,
           chooser: Any = None) -> Outcome:
    """Attach ``gear`` to ``unit`` (434.1): it leaves any other unit (434.1.f); attaching to its
    current unit does nothing (434.1.g-h); statuses are not changed (434.5). ``chooser`` answers
    the choices of "as this is attached" instructions (default: the game's)."""
    card = board_object(state, gear, ("gear",))
    if isinstance(card, str):
        return negate(state, "attach", gear, card, "434.1", by=by, source=source)
    top = board_object(state, unit, ("unit",))
    if isinstance(top, str):
        return negate(state, "attach", gear, f"can't be attached: the unit {top}", "434.1", by=by, source=source)
    if card.attached_to == unit:
        return negate(state, "attach", gear, f"is already attached to {top.name}", "434.1.h", by=by, source=source)
    if card.attached_to is not None:
        detach(state, gear, by=by, source=source)
    extra = as_attached_effects(state, card)  # 370.1.c: before the event, while its text is active
    card.attached_to = unit
    card.attached_at = state.tick()  # a new attachment: its effect text gives new ability instances
    top.attachments.append(gear)
    _follow(state, card, top)
    # The event names the gear and the unit ("When you attach an Equipment to me", 818.2.a).
    log(state, "attach", (gear, unit), True, f"{card.name} is attached to {top.name}", "434.1", by=by, source=source)
    run_as_attached(state, extra, card, top, by, chooser or state.chooser)
    return Outcome("attach", targets=(gear,), affected=(gear,), players=(top.controller,))


def _follow(state: GameState, card: GameObject, top: GameObject) -> None:
    """An attached card's location becomes its top-most card's (434.4); board to board keeps its id."""
    if card.zone is not top.zone or card.battlefield != top.battlefield or card.controller != top.controller:
        state.relocate(card, top.zone, battlefield=top.battlefield, controller=card.controller)


def detach(state: GameState, gear: int, *, by: int | None, source: Source = None) -> Outcome:
    """Detach an attached card (435.1); one that isn't attached: nothing happens (435.1.a.1). A copy
    that lasts "for as long as this is attached" ends now (vendetta-faq-009)."""
    card = state.get(gear)
    if card is None or card.attached_to is None:
        return negate(state, "detach", gear, "is not attached", "435.1.a.1", by=by, source=source)
    top = state.lookup(card.attached_to)
    card.attached_to = None
    if top is not None:
        if gear in top.attachments:
            top.attachments.remove(gear)
        if top.copy_source == gear:
            top.copy_of, top.copy_source = None, None
    return done(state, "detach", gear, f"{card.name} is detached", "435.1", by=by, source=source)


def detach_all(state: GameState, top: GameObject) -> None:
    """Before ``top`` leaves the board its attachments detach where it is (435.4.b)."""
    for gear in list(top.attachments):
        detach(state, gear, by=None)


def move_attachments(state: GameState, top: GameObject) -> None:
    """Attached cards go wherever their top-most card moves (434.4)."""
    for gear in top.attachments:
        card = state.get(gear)
        if card is not None:
            _follow(state, card, top)


def become_copy(state: GameState, oid: int, of: int, *, by: int | None, source: Source = None,
                while_attached: int | None = None) -> Outcome:
    """``oid`` becomes a copy of ``of`` (477.1.b): it takes ``of``'s printed card, or the card ``of``
    is itself a copy of (477.1.b.1.b). ``while_attached``: the Equipment whose attachment the copy
    lasts for (Shady Spectacles)."""
    obj, model = board_object(state, oid), state.lookup(of)
    if isinstance(obj, str):
        return negate(state, "copy", oid, obj, "477.1.b", by=by, source=source)
    if model is None:
        return negate(state, "copy", oid, "has nothing to copy", "477.1.b", by=by, source=source)
    obj.copy_of = model.copy_of or model.card
    obj.copy_source = while_attached
    obj.copy_stamp = state.tick()  # each copy effect brings new instances of the copied abilities (vendetta-faq-010)
    obj.copy_since = len(state.log.events)  # they see only later events (vendetta-faq-009)
    return done(state, "copy", oid, f"{obj.card.name} becomes a copy of {obj.copy_of.name}", "477.1.b.1",
                by=by, source=source)


def attached(obj: GameObject) -> bool:
    """Whether ``obj`` is attached to another card (its printed rules text is inactive, 135.4)."""
    return obj.attached_to is not None and obj.zone is not Zone.HAND
