"""Spells an effect played (419.3, ``effects/played_spells.py``) put on the chain once that effect is
done (354.3): in the order they were played, before the abilities the effect triggered
(origins-faq-034), so each resolves after those triggers and before what was below (340.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..effects.played_spells import PlayedSpell
from ..model.objects import Zone

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
