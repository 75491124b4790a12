"""What a card does while on the chain: a spell's instructions, or nothing for a permanent (337.2)."""

from __future__ import annotations

from ..model.abilities import CardDef, SpellAbility
from ..effects.resolution import Effect

PERMANENT_TYPES = ("unit", "gear")


def spell_effect(card: CardDef) -> Effect | None:
    """The effect a card has while resolving from the chain: a spell's instructions (158.1), else
    None (a unit or gear resolves at once and enters the board, 337.2)."""
    if (card.type or "").lower() in PERMANENT_TYPES:
        return None
    effects = [a.effect for a in card.abilities if isinstance(a, SpellAbility)]
    if len(effects) > 1:
        raise ValueError(f"{card.id} {card.name}: a spell has one SpellAbility (its instructions)")
    return effects[0] if effects else Effect()
