"""Lowering of what is done with a revealed hand: cards picked from it (355.10.a) and discarded (422.1)."""

from __future__ import annotations

from riftc import nodes, runtime
from riftc.lower import selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


def reveal_hand(cx: LoweringContext, node: nodes.RevealTarget) -> runtime.RevealHand | None:
    """"reveal their hand" (the player "they" is set by the instruction's subject); None when the
    revealed thing is not a hand."""
    target = node.target
    if not (isinstance(target, nodes.Zone) and target.zone == "hand"):
        return None
    if target.owner not in ("their", "your"):
        raise cx.error(target, f'revealing "{target.owner} hand" cannot run yet')
    return runtime.RevealHand()


def _revealed_hand(cx: LoweringContext, node: nodes.Node) -> int:
    """The latest instruction that revealed a hand ("from it", "from their hand")."""
    reveals = [i for i, action in cx.links.actions.items() if action == "reveal_hand"]
    if not reveals:
        raise cx.error(node, "no hand was revealed earlier in the effect")
    return max(reveals)


def pick_from_hand(cx: LoweringContext, choice: nodes.Node) -> runtime.PickCards | None:
    """"Choose a non-unit card from it" after "They reveal their hand": one of the revealed cards
    still in that hand, of that kind, picked now by you (not a target, 355.10.a). None when the
    choice is not from a revealed hand."""
    if not isinstance(choice, nodes.Choice) or not isinstance(choice.location, nodes.FromZone):
        return None
    zone = choice.location.zone
    from_it = isinstance(zone, nodes.BackRef) and zone.word == "it"
    their_hand = isinstance(zone, nodes.Zone) and (zone.owner, zone.zone) == ("their", "hand")
    if not (from_it or their_hand) or not any(a == "reveal_hand" for a in cx.links.actions.values()):
        return None
    if not isinstance(choice.quantity, nodes.One) or choice.controller or choice.controlled_by or choice.other:
        raise cx.error(choice, "picking these cards from a hand cannot run yet")
    word = getattr(choice.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    if kind is None and word != "card":
        raise cx.error(choice.noun, "picking this kind of card cannot run yet")
    properties = selectors.properties(choice) + selectors.qualifier_properties(choice.qualifier)
    selector = runtime.Selector(types=(kind,) if kind else (), properties=properties)
    return runtime.PickCards(target=runtime.Among(link=_revealed_hand(cx, choice), selector=selector))


@lowers(nodes.DiscardCard)
def discard_card(cx: LoweringContext, node: nodes.DiscardCard) -> runtime.DiscardCards | runtime.DiscardHand:
    """"they discard that card": that card, picked before, from its owner's hand (422.1); "discards
    their hand": all of it."""
    cards = node.cards
    if isinstance(cards, nodes.ThatRef) and getattr(cards.noun, "word", "") == "card" \
            and _picked(cx, cards):
        return runtime.DiscardCards(target=targets.antecedent(cx, cards))
    if isinstance(cards, nodes.Zone) and cards.zone == "hand" and cards.owner in ("their", "your"):
        # "Each player discards their hand", "Discard your hand" (422.1): every card there
        return runtime.DiscardHand()
    raise cx.error(cards, "discarding these cards cannot run yet")


def picked_card(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef | None:
    """"that card" right after a card was picked ("Choose a card from it, and recycle that card")."""
    if isinstance(node, nodes.ThatRef) and getattr(node.noun, "word", "") == "card" and _picked(cx, node):
        return targets.antecedent(cx, node)
    return None


def _picked(cx: LoweringContext, that_card: nodes.ThatRef) -> bool:
    """Whether "that card" is a card picked by an earlier instruction of this effect."""
    link = cx.antecedent(that_card)
    return isinstance(link, int) and cx.links.actions.get(link) == "pick"
