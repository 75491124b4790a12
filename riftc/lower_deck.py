"""Lowering of looking at and revealing the top cards of a Main Deck and of what is done with them
(424, 413.1, 416): "Look at the top 4 cards of your Main Deck. You may reveal a gear from among them
and draw it. Then recycle the rest.", "Reveal the top card of your Main Deck. If it's a gear, draw
it. Otherwise, recycle it." A mixin of ``lower.Lowerer`` (it uses ``error``, ``antecedent`` and the
reading-order bookkeeping: ``actions`` says which earlier instruction looked at cards).
"""

from __future__ import annotations

from typing import Any

from riftc import lower_targets, nodes, runtime

# The Lowerer's ``actions`` kinds of instructions whose cards "them" / "the rest" are.
LOOK_ACTIONS = ("look",)
# "put … into your hand / trash" → TakeCard destinations.
PUT_ZONES = ("hand", "trash")


class DeckLowering:
    """``lower_*`` methods for top-of-deck instructions; mixed into ``lower.Lowerer``."""

    def lower_look_at_top(self, node: nodes.LookAtTop) -> runtime.LookAtTop:
        """"Look at the top 3 cards of your Main Deck" (128.4: private to you; 431.1.c)."""
        return runtime.LookAtTop(count=self._top_count(node.cards))

    def lower_reveal(self, node: nodes.Reveal) -> runtime.LookAtTop:
        """"Reveal the top card of your Main Deck" (424.3): shown to all, left on top (424.1.a.2)."""
        return runtime.LookAtTop(count=self._top_count(node.cards), reveal=True)

    def _top_count(self, cards: nodes.Node) -> int:
        if not isinstance(cards, nodes.TopCards) or cards.owner != "your":
            raise self.error(cards, "only the top cards of your Main Deck can be looked at yet")
        return 1 if cards.count is None else lower_targets.count_value(cards.count)

    def _look_link(self, node: nodes.Node) -> int:
        """The latest instruction that looked at or revealed top cards ("them", "the rest")."""
        looks = [index for index, action in self.actions.items() if action in LOOK_ACTIONS]
        if not looks:
            raise self.error(node, "no cards were looked at earlier in the effect")
        return max(looks)

    def _among(self, node: nodes.Node, count: int = 1) -> runtime.Among:
        """"a gear from among them", "one", "1": picked among the cards looked at (355.10.a)."""
        if isinstance(node, (nodes.OneOfThem,)):
            if node.word.lower() != "one":
                raise self.error(node, f'"{node.word}" of them cannot be picked yet')
            return runtime.Among(link=self._look_link(node))
        if isinstance(node, nodes.SomeOfThem):
            return runtime.Among(link=self._look_link(node), count=node.count)
        if isinstance(node, nodes.OneOrBoth):  # "one or both of them": 1 or 2 of the cards looked at
            if node.one.lower() != "one" or node.ref.lower() != "them":
                raise self.error(node, "picking these cards cannot run yet")
            return runtime.Among(link=self._look_link(node), count=2, at_least=1)
        if not isinstance(node, nodes.FromAmong) or node.among.lower() != "them":
            raise self.error(node, "picking these cards cannot run yet")
        chosen = node.objects
        if not (isinstance(chosen, nodes.Choice) and isinstance(chosen.quantity, nodes.One)) \
                or chosen.controller or chosen.controlled_by or chosen.location or chosen.other or chosen.clause:
            raise self.error(chosen, "picking these cards from among them cannot run yet")
        nouns = (*chosen.noun.nouns.items, chosen.noun.last) if isinstance(chosen.noun, nodes.NounUnion) \
            and chosen.noun.conjunction == "or" else (chosen.noun,)  # "a unit or gear from among them"
        words = [getattr(noun, "word", "") for noun in nouns]
        kinds = tuple(lower_targets.OBJECT_TYPES.get(word) for word in words)
        if words != ["card"] and None in kinds:
            raise self.error(chosen.noun, "picking this kind of card cannot run yet")
        selector = runtime.Selector(types=() if words == ["card"] else kinds,  # type: ignore[arg-type]
                                    properties=lower_targets.properties(chosen)
                                    + lower_targets.qualifier_properties(chosen.qualifier))
        return runtime.Among(link=self._look_link(node), selector=selector, count=count)

    def lower_reveal_target(self, node: nodes.RevealTarget) -> runtime.RevealCards:
        """"You may reveal a unit from among them" (424.1); "They reveal their hand" (lower_hands)."""
        hand = self.reveal_hand(node)
        if hand is not None:
            return hand
        return runtime.RevealCards(target=self._among(node.target))

    def _card_ref(self, node: nodes.Node) -> runtime.ObjectRef:
        """"it" / "them" (the card of the instruction before), or one of the cards looked at."""
        if isinstance(node, nodes.BackRef) and node.word in ("it", "them"):
            return self.antecedent(node)
        if isinstance(node, nodes.TopCards):  # "put the top 2 cards of your Main Deck into your trash"
            return runtime.TopOfDeck(count=self._top_count(node))
        if isinstance(node, (nodes.TheRest, nodes.TheOther, nodes.TheRemaining)):  # "Put the rest into your trash"
            return runtime.Rest(link=self._look_link(node))
        return self._among(node)

    def among_verb(self, node: nodes.Node) -> Any:
        """"banish a unit from among them" (427.2) / "choose a card from among them" (a pick, not a
        target, 355.10.a); None for an instruction that is not about cards looked at."""
        target = getattr(node, "target", None)
        if not isinstance(target, nodes.FromAmong):
            return None
        if isinstance(node, nodes.Banish):
            return runtime.TakeCard(target=self._among(target), to="banishment")
        if isinstance(node, nodes.Choose):
            return runtime.PickCards(target=self._among(target))
        raise self.error(node, f"{type(node).__name__} of a card from among them cannot run yet")

    def lower_draw_card(self, node: nodes.DrawCard) -> runtime.TakeCard:
        """"draw it", "Draw one": that card goes to your hand as a draw (413.1)."""
        return runtime.TakeCard(target=self._card_ref(node.card), draw=True)

    def lower_put_into(self, node: nodes.PutInto) -> runtime.TakeCard:
        """"Put 1 into your hand", "put it in your trash" (424.4: revealed cards can be moved)."""
        zone = node.zone
        if not (isinstance(zone, nodes.Zone) and zone.zone in PUT_ZONES and zone.owner == "your"):
            raise self.error(zone, "putting cards there cannot run yet")
        return runtime.TakeCard(target=self._card_ref(node.cards), to=zone.zone)

    def lower_put_unchosen_back(self, node: nodes.PutUnchosenBack) -> runtime.PutBackInAnyOrder:
        """"Put those you don't back in any order." after "You may recycle one or both of them": the
        cards looked at that are still in the deck, back on top in the order picked (436.1.a)."""
        return runtime.PutBackInAnyOrder(link=self._look_link(node))

    def lower_recycle(self, node: nodes.Recycle) -> runtime.Recycle:
        """"Recycle the rest / the other / the remaining cards", "recycle it / them" (416)."""
        target = node.target
        if isinstance(target, (nodes.TheRest, nodes.TheOther, nodes.TheRemaining)):
            return runtime.Recycle(target=runtime.Rest(link=self._look_link(target)))
        if isinstance(target, nodes.BackRef) and target.word in ("it", "them"):
            return runtime.Recycle(target=self.antecedent(target))
        if isinstance(target, nodes.SelfRef):
            # "[Deathknell] — Recycle me to …": the card my death put into the trash (808, 124);
            # recycling me from anywhere else cannot run yet.
            trigger = self.current_trigger
            if not (isinstance(trigger, runtime.WhenAction) and trigger.action == "kill" and trigger.subject is None):
                raise self.error(target, "recycling this cannot run yet")
            self._check_self_word(target)
            return runtime.Recycle(target=runtime.DiedSelf())
        if isinstance(target, nodes.OneOrBoth):  # "You may recycle one or both of them"
            return runtime.Recycle(target=self._among(target))
        picked = self.picked_card(target)  # "recycle that card" (a card picked before)
        if picked is not None:
            return runtime.Recycle(target=picked)
        if isinstance(target, (nodes.Choice, nodes.Partitive)):
            # "recycle one of your runes" (355.10.f: a rune you control is targeted), "Recycle up to 4
            # cards from trashes" (a trash is public, 355.10.a): chosen targets (355.7)
            chosen = self.target(target)
            if isinstance(chosen, runtime.Choose):
                return runtime.Recycle(target=chosen)
        if isinstance(target, nodes.CountedFrom):
            # "recycle 3 from your trash" (416.6: picked as it executes, not targeted; as many as
            # there are, 416.4).
            zone = target.source.zone if isinstance(target.source, nodes.FromZone) else None
            if not (isinstance(zone, nodes.Zone) and (zone.owner, zone.zone) == ("your", "trash")):
                raise self.error(target.source, "recycling from there cannot run yet")
            return runtime.Recycle(target=runtime.Pick(selector=runtime.Selector(zone="trash", controller="friendly"),
                                                       count=lower_targets.count_value(target.count)))
        raise self.error(target, "recycling this cannot run yet")

    def card_type_condition(self, test: nodes.IsA) -> Any:
        """"If it's a gear" (about the card just revealed): the card's type."""
        words = " ".join(test.subject.lower().replace("\u2019", "'").split())
        kind = lower_targets.OBJECT_TYPES.get(getattr(test.noun, "word", ""))
        if words not in ("it's", "it is") or kind is None:
            raise self.error(test, "this test of what a card is cannot be checked yet")
        return runtime.Is(subject=self.antecedent(test), prop=runtime.CardType(kind=kind))
