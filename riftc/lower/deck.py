"""Lowering of looking at and revealing the top cards of a Main Deck, and what is done with them (424, 416)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import hands, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# The ``Links.actions`` kinds of instructions whose cards "them" / "the rest" are.
LOOK_ACTIONS = ("look",)


# "put … into your hand / trash" → TakeCard destinations.
PUT_ZONES = ("hand", "trash")


@lowers(nodes.LookAtTop)
def look_at_top(cx: LoweringContext, node: nodes.LookAtTop) -> runtime.LookAtTop:
    """"Look at the top 3 cards of your Main Deck" (128.4: private to you; 431.1.c)."""
    return runtime.LookAtTop(count=_top_count(cx, node.cards))


@lowers(nodes.Reveal)
def reveal(cx: LoweringContext, node: nodes.Reveal) -> runtime.LookAtTop:
    """"Reveal the top card of your Main Deck" (424.3): shown to all, left on top (424.1.a.2); "reveal
    the top rune of your rune deck" (108.5)."""
    cards = node.cards
    if isinstance(cards, nodes.TopRunes) and cards.owner == "your" and getattr(cards.noun, "word", "") in ("rune", "runes"):
        count = 1 if cards.count is None else selectors.count_value(cards.count)
        return runtime.LookAtTop(count=count, reveal=True, rune_deck=True)
    return runtime.LookAtTop(count=_top_count(cx, cards), reveal=True)


@lowers(nodes.RevealUntil)
def reveal_until(cx: LoweringContext, node: nodes.RevealUntil) -> runtime.RevealUntil:
    """"reveal cards from the top of your Main Deck until you reveal a unit" (424.3): revealed one by
    one until a card of that kind is; "it" is that card, "the rest" the others revealed."""
    until = node.until
    kind = selectors.OBJECT_TYPES.get(getattr(until.noun, "word", "")) if isinstance(until, nodes.Choice) else None
    plain = isinstance(until, nodes.Choice) and isinstance(until.quantity, nodes.One) and not (
        until.other or until.state or until.controller or until.qualifier or until.controlled_by
        or until.location or until.might_filter or until.keyword_filter or until.clause)
    if node.owner != "your" or getattr(node.noun, "word", "") != "cards" or kind is None or not plain:
        raise cx.error(node, "only revealing cards from the top of your Main Deck until a card of one kind can run yet")
    return runtime.RevealUntil(selector=runtime.Selector(types=(kind,)))


def _top_count(cx: LoweringContext, cards: nodes.Node) -> int:
    """"the top 3 cards of your Main Deck"; "of their Main Deck" in what each player does as "you"."""
    mine = cards.owner == "your" or (cx.each_player_acts and cards.owner == "their") \
        if isinstance(cards, nodes.TopCards) else False
    if not mine:
        raise cx.error(cards, "only the top cards of your Main Deck can be looked at yet")
    return 1 if cards.count is None else selectors.count_value(cards.count)


def _look_link(cx: LoweringContext, node: nodes.Node) -> int:
    """The latest instruction that looked at or revealed top cards ("them", "the rest")."""
    looks = [index for index, action in cx.links.actions.items() if action in LOOK_ACTIONS]
    if not looks:
        raise cx.error(node, "no cards were looked at earlier in the effect")
    return max(looks)


def _among(cx: LoweringContext, node: nodes.Node, count: int = 1) -> runtime.Among:
    """"a gear from among them", "one", "1": picked among the cards looked at (355.10.a)."""
    if isinstance(node, (nodes.OneOfThem,)):
        if node.word.lower() != "one":
            raise cx.error(node, f'"{node.word}" of them cannot be picked yet')
        return runtime.Among(link=_look_link(cx, node))
    if isinstance(node, nodes.SomeOfThem):
        return runtime.Among(link=_look_link(cx, node), count=node.count)
    if isinstance(node, nodes.OneOrBoth):  # "one or both of them": 1 or 2 of the cards looked at
        if node.one.lower() != "one" or node.ref.lower() != "them":
            raise cx.error(node, "picking these cards cannot run yet")
        return runtime.Among(link=_look_link(cx, node), count=2, at_least=1)
    if not isinstance(node, nodes.FromAmong) or node.among.lower() != "them":
        raise cx.error(node, "picking these cards cannot run yet")
    chosen = node.objects
    if not (isinstance(chosen, nodes.Choice) and isinstance(chosen.quantity, nodes.One)) \
            or chosen.controller or chosen.controlled_by or chosen.location or chosen.other or chosen.clause:
        raise cx.error(chosen, "picking these cards from among them cannot run yet")
    nouns = (*chosen.noun.nouns.items, chosen.noun.last) if isinstance(chosen.noun, nodes.NounUnion) \
        and chosen.noun.conjunction == "or" else (chosen.noun,)  # "a unit or gear from among them"
    words = [getattr(noun, "word", "") for noun in nouns]
    kinds = tuple(selectors.OBJECT_TYPES.get(word) for word in words)
    if words != ["card"] and None in kinds:
        raise cx.error(chosen.noun, "picking this kind of card cannot run yet")
    selector = runtime.Selector(types=() if words == ["card"] else kinds,  # type: ignore[arg-type]
                                properties=selectors.properties(chosen)
                                + selectors.qualifier_properties(chosen.qualifier))
    return runtime.Among(link=_look_link(cx, node), selector=selector, count=count)


@lowers(nodes.RevealTarget)
def reveal_target(cx: LoweringContext, node: nodes.RevealTarget) -> runtime.RevealCards:
    """"You may reveal a unit from among them" (424.1); "They reveal their hand" (hands.reveal_hand)."""
    hand = hands.reveal_hand(cx, node)
    if hand is not None:
        return hand
    return runtime.RevealCards(target=_among(cx, node.target))


def _card_ref(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef:
    """"it" / "them" (the card of the instruction before), or one of the cards looked at."""
    if isinstance(node, nodes.BackRef) and node.word in ("it", "them"):
        return targets.antecedent(cx, node)
    if isinstance(node, nodes.TopCards):  # "put the top 2 cards of your Main Deck into your trash"
        return runtime.TopOfDeck(count=_top_count(cx, node))
    if isinstance(node, (nodes.TheRest, nodes.TheOther, nodes.TheRemaining)):  # "Put the rest into your trash"
        return runtime.Rest(link=_look_link(cx, node))
    if _the_seen(node) or isinstance(node, nodes.AnyNotPlayed):  # "Draw any you did not play this way"
        return runtime.Rest(link=_look_link(cx, node))
    return _among(cx, node)


def _the_seen(node: nodes.Node) -> bool:
    """"the revealed cards" / "the cards looked at": those an earlier instruction of the effect
    looked at or revealed, as far as they are still there (like "the rest", 124)."""
    return isinstance(node, nodes.TheActedOn) and node.past.lower() == "revealed" and node.noun.lower() == "cards"


def counted_this_way(cx: LoweringContext, counted: nodes.Choice, amount: int) -> runtime.CountAmong | None:
    """"for each card with [Hidden] revealed this way" (393): the cards the latest look or reveal of
    the effect showed that are of that kind; None for a count that is not about them."""
    clause = counted.clause
    if not (isinstance(clause, nodes.PastThisWay) and clause.action.lower() == "revealed"):
        return None
    if counted.controller or counted.controlled_by or counted.location or counted.other or counted.state \
            or not isinstance(counted.quantity, (nodes.Every, type(None))):
        raise cx.error(counted, "counting these revealed cards cannot run yet")
    word = getattr(counted.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    if word not in ("card", "cards") and kind is None:
        raise cx.error(counted.noun, "counting this kind of revealed card cannot run yet")
    plain = replace(counted, clause=None)  # its kind and keyword, judged without "revealed this way"
    selector = runtime.Selector(types=() if kind is None else (kind,),
                                properties=selectors.properties(plain) + selectors.qualifier_properties(counted.qualifier))
    return runtime.CountAmong(link=_look_link(cx, clause), selector=selector, per=amount)


def among_verb(cx: LoweringContext, node: nodes.Node) -> Any:
    """"banish a unit from among them" (427.2) / "choose a card from among them" (a pick, not a
    target, 355.10.a); None for an instruction that is not about cards looked at."""
    target = getattr(node, "target", None)
    looked = any(action in LOOK_ACTIONS for action in cx.links.actions.values())
    if isinstance(target, nodes.OneOfThem) and looked and isinstance(node, nodes.Banish):
        return runtime.TakeCard(target=_among(cx, target), to="banishment")  # "banishes one" of them (427.2)
    if not isinstance(target, nodes.FromAmong):
        return None
    if isinstance(node, nodes.Banish):
        return runtime.TakeCard(target=_among(cx, target), to="banishment")
    if isinstance(node, nodes.Choose):
        return runtime.PickCards(target=_among(cx, target))
    raise cx.error(node, f"{cx.words(node)} with a card from among them cannot run yet")


@lowers(nodes.DrawCard)
def draw_card(cx: LoweringContext, node: nodes.DrawCard) -> runtime.TakeCard:
    """"draw it", "Draw one": that card goes to your hand as a draw (413.1)."""
    return runtime.TakeCard(target=_card_ref(cx, node.card), draw=True)


@lowers(nodes.PutInto)
def put_into(cx: LoweringContext, node: nodes.PutInto) -> runtime.TakeCard:
    """"Put 1 into your hand", "put it in your trash" (424.4: revealed cards can be moved)."""
    zone = node.zone
    if not (isinstance(zone, nodes.Zone) and zone.zone in PUT_ZONES and zone.owner == "your"):
        raise cx.error(zone, "putting cards there cannot run yet")
    return runtime.TakeCard(target=_card_ref(cx, node.cards), to=zone.zone)


@lowers(nodes.PutUnchosenBack)
def put_unchosen_back(cx: LoweringContext, node: nodes.PutUnchosenBack) -> runtime.PutBackInAnyOrder:
    """"Put those you don't back in any order." after "You may recycle one or both of them": the
    cards looked at that are still in the deck, back on top in the order picked (436.1.a)."""
    return runtime.PutBackInAnyOrder(link=_look_link(cx, node))


@lowers(nodes.Recycle)
def recycle(cx: LoweringContext, node: nodes.Recycle) -> runtime.Recycle:
    """"Recycle the rest / the other / the remaining cards", "recycle it / them" (416)."""
    target = node.target
    if isinstance(target, (nodes.TheRest, nodes.TheOther, nodes.TheRemaining)) or _the_seen(target):
        return runtime.Recycle(target=runtime.Rest(link=_look_link(cx, target)))
    if isinstance(target, nodes.BackRef) and target.word in ("it", "them"):
        link = cx.antecedent(target)  # "play a spell …. Then recycle it": as it leaves the chain (vendetta-faq-001)
        played = isinstance(link, int) and cx.links.actions.get(link) == "play"
        return (runtime.RecyclePlayed if played else runtime.Recycle)(target=targets.antecedent(cx, target))
    if isinstance(target, nodes.SelfRef):
        # "[Deathknell] — Recycle me to …": the card my death put into the trash (808, 124);
        # recycling me from anywhere else cannot run yet.
        trigger = cx.current_trigger
        if not (isinstance(trigger, runtime.WhenAction) and trigger.action == "kill" and trigger.subject is None):
            raise cx.error(target, "recycling this cannot run yet")
        targets.check_self_word(cx, target)
        return runtime.Recycle(target=runtime.DiedSelf())
    if isinstance(target, nodes.OneOrBoth):  # "You may recycle one or both of them"
        return runtime.Recycle(target=_among(cx, target))
    picked = hands.picked_card(cx, target)  # "recycle that card" (a card picked before)
    if picked is not None:
        return runtime.Recycle(target=picked)
    if isinstance(target, (nodes.Choice, nodes.Partitive)):
        # "recycle one of your runes" (355.10.f: a rune you control is targeted), "Recycle up to 4
        # cards from trashes" (a trash is public, 355.10.a): chosen targets (355.7)
        chosen = targets.target(cx, target)
        if isinstance(chosen, runtime.Choose):
            return runtime.Recycle(target=chosen)
    if isinstance(target, nodes.CountedFrom):
        # "recycle 3 from your trash" (416.6: picked as it executes, not targeted; as many as
        # there are, 416.4).
        zone = target.source.zone if isinstance(target.source, nodes.FromZone) else None
        if not (isinstance(zone, nodes.Zone) and (zone.owner, zone.zone) == ("your", "trash")):
            raise cx.error(target.source, "recycling from there cannot run yet")
        return runtime.Recycle(target=runtime.Pick(selector=runtime.Selector(zone="trash", controller="friendly"),
                                                   count=selectors.count_value(target.count)))
    raise cx.error(target, "recycling this cannot run yet")


def card_type_condition(cx: LoweringContext, test: nodes.IsA) -> Any:
    """"If it's a gear" (about the card just revealed): the card's type."""
    words = " ".join(test.subject.lower().replace("\u2019", "'").split())
    kind = selectors.OBJECT_TYPES.get(getattr(test.noun, "word", ""))
    if words not in ("it's", "it is") or kind is None:
        raise cx.error(test, "this test of what a card is cannot be checked yet")
    return runtime.Is(subject=targets.antecedent(cx, test), prop=runtime.CardType(kind=kind))


@lowers(nodes.DeckAnyNumber)
def deck_any_number(cx: LoweringContext, node: nodes.DeckAnyNumber) -> runtime.AnyNumberInDeck:
    """"Your deck can have any number of cards named Spiderling." on Spiderling: its deck may hold more
    than 3 copies (103.2.b). Only a card naming itself is read: another name would be a permission for
    other cards, which Deck Construction doesn't look for."""
    if not " ".join(node.words.lower().split()).startswith("any number"):  # the grammar's only count
        raise cx.error(node, f'a deck limit of "{node.words}" cannot run yet')
    if node.name != cx.card.name:
        raise cx.error(node, "a deck permission for cards of another name cannot run yet")
    return runtime.AnyNumberInDeck(name=node.name)
