"""[Flow] (829): a spell with Flow may be played from its owner's trash for its Flow cost (829.1.b;
the permission itself is ``play_locations.flow_permissions``), and is then banished when it leaves
the chain (829.1.b.1). Kept apart from the costs so that countering a spell (``deck_actions``) can
ask where the card goes."""

from __future__ import annotations

from ..model.abilities import CardDef, Keyword
from ..model.objects import GameObject, Zone


def has_flow(card: CardDef) -> bool:
    """Whether a spell has [Flow] (829.1.a: Flow is present on spells; 829.2: a characteristic)."""
    return (card.type or "").lower() == "spell" and any(
        isinstance(a, Keyword) and a.name == "Flow" for a in card.abilities)


def leaving_chain_zone(obj: GameObject) -> Zone:
    """Where a card leaving the chain goes (its resolution done, or countered): its owner's trash
    (351.2, 425.1.a.1), unless it was played from the trash with [Flow]: "Then banish it" is a delayed
    replacement of its leaving the chain by anything but its own instructions (829.1.b.1)."""
    if obj.played_from is Zone.TRASH and has_flow(obj.card):
        return Zone.BANISHMENT
    return Zone.TRASH
