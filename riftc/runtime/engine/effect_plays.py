"""Spells an effect played (419.3, ``effects/played_spells.py``) put on the chain once that effect is
done (354.3): in the order they were played, before the abilities the effect triggered
(origins-faq-034), so each resolves after those triggers and before what was below (340.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..effects.played_spells import PlayedSpell
from ..model.objects import GameObject, Zone
from ..rules import deck_actions, flow

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState


def put_on_chain(state: GameState, make_item: Callable[[PlayedSpell], Any]) -> None:
    """Append a chain item (``make_item`` builds the interpreter's) for each spell waiting in
    ``state.effect_plays`` whose card is still on the chain, and clear the list."""
    waiting, state.effect_plays[:] = list(state.effect_plays), []
    for played in waiting:
        card = state.get(played.card)
        if card is not None and card.zone is Zone.CHAIN:
            state.chain.append(make_item(played))


def leave_chain(state: GameState, card: GameObject, leaves_chain: str | None, by: int | None) -> int:
    """Move a resolved spell off the chain and return its id there: to its owner's trash (351.2), a
    [Flow] spell played from the trash to banishment (829.1.b.1), one its playing effect said to
    recycle to the bottom of its owner's deck (416.1, vendetta-faq-001)."""
    if leaves_chain == "recycle":
        old = card.oid
        deck_actions.recycle(state, (old,), by=card.owner, source=old)
        return old
    return state.relocate(card, flow.leaving_chain_zone(card))
