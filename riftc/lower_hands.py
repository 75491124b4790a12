"""Lowering of what is done with a player's hand: "They reveal their hand. Choose a card from it, and
they discard that card." (424.1, 422.1). The card is picked from the revealed cards as the
instruction executes, never targeted (355.10.a: a hand is not public). A mixin of ``lower.Lowerer``
(it uses the Lowerer's ``error``, ``antecedent`` and ``actions``).
"""

from __future__ import annotations

from riftc import lower_targets, nodes, runtime


class HandLowering:
    """Hands revealed and cards picked from them; mixed into ``lower.Lowerer``."""

    def reveal_hand(self, node: nodes.RevealTarget) -> runtime.RevealHand | None:
        """"reveal their hand" (the player "they" is set by the instruction's subject); None when the
        revealed thing is not a hand."""
        target = node.target
        if not (isinstance(target, nodes.Zone) and target.zone == "hand"):
            return None
        if target.owner not in ("their", "your"):
            raise self.error(target, f'revealing "{target.owner} hand" cannot run yet')  # type: ignore[attr-defined]
        return runtime.RevealHand()

    def _revealed_hand(self, node: nodes.Node) -> int:
        """The latest instruction that revealed a hand ("from it", "from their hand")."""
        reveals = [i for i, action in self.actions.items() if action == "reveal_hand"]  # type: ignore[attr-defined]
        if not reveals:
            raise self.error(node, "no hand was revealed earlier in the effect")  # type: ignore[attr-defined]
        return max(reveals)

    def pick_from_hand(self, choice: nodes.Node) -> runtime.PickCards | None:
        """"Choose a non-unit card from it" after "They reveal their hand": one of the revealed cards
        still in that hand, of that kind, picked now by you (not a target, 355.10.a). None when the
        choice is not from a revealed hand."""
        if not isinstance(choice, nodes.Choice) or not isinstance(choice.location, nodes.FromZone):
            return None
        zone = choice.location.zone
        from_it = isinstance(zone, nodes.BackRef) and zone.word == "it"
        their_hand = isinstance(zone, nodes.Zone) and (zone.owner, zone.zone) == ("their", "hand")
        if not (from_it or their_hand) or not any(a == "reveal_hand" for a in self.actions.values()):  # type: ignore[attr-defined]
            return None
        if not isinstance(choice.quantity, nodes.One) or choice.controller or choice.controlled_by or choice.other:
            raise self.error(choice, "picking these cards from a hand cannot run yet")  # type: ignore[attr-defined]
        word = getattr(choice.noun, "word", "")
        kind = lower_targets.OBJECT_TYPES.get(word)
        if kind is None and word != "card":
            raise self.error(choice.noun, "picking this kind of card cannot run yet")  # type: ignore[attr-defined]
        properties = lower_targets.properties(choice) + lower_targets.qualifier_properties(choice.qualifier)
        selector = runtime.Selector(types=(kind,) if kind else (), properties=properties)
        return runtime.PickCards(target=runtime.Among(link=self._revealed_hand(choice), selector=selector))

    def lower_discard_card(self, node: nodes.DiscardCard) -> runtime.DiscardCards:
        """"they discard that card": that card, picked before, from its owner's hand (422.1)."""
        cards = node.cards
        if isinstance(cards, nodes.ThatRef) and getattr(cards.noun, "word", "") == "card" \
                and self.actions.get(self.last_object) == "pick":  # type: ignore[attr-defined]
            return runtime.DiscardCards(target=self.antecedent(cards))  # type: ignore[attr-defined]
        raise self.error(cards, "discarding these cards cannot run yet")  # type: ignore[attr-defined]

    def picked_card(self, node: nodes.Node) -> runtime.ObjectRef | None:
        """"that card" right after a card was picked ("Choose a card from it, and recycle that card")."""
        if isinstance(node, nodes.ThatRef) and getattr(node.noun, "word", "") == "card" \
                and self.last_object is not None and self.actions.get(self.last_object) == "pick":  # type: ignore[attr-defined]
            return self.antecedent(node)  # type: ignore[attr-defined]
        return None
