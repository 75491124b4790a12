"""Lowering of computed amounts: "for each …" and "equal to …" (an Amount the runtime computes, 477.3.b)."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.lower import deck, selectors, targets
from riftc.lower.context import LoweringContext


def scaled(cx: LoweringContext, amount: int, scale: nodes.Node | None) -> int | runtime.Amount:
    """``amount`` multiplied by what ``scale`` counts ("for each …"), or ``amount`` itself. A scaled
    number is an Amount the runtime computes when the instruction executes (an instruction's
    snapshot, 477.3.b) or, for a static ability, each time the layers are computed."""
    if scale is None:
        return amount
    if isinstance(scale, nodes.ForEachTag):
        return tags_among(cx, scale, amount)
    counted = scale.counted if isinstance(scale, nodes.ForEach) else None
    if isinstance(counted, nodes.Partitive) and counted.word == "each":
        counted = counted.group  # "for each of your [Mighty] units": each member of the group
    if counted is not None and cards_in_your_trash(counted):
        # "for each card in your trash": the cards you own there (127) when it is computed.
        return runtime.CountOf(selector=runtime.Selector(zone="trash", controller="friendly"), per=amount)
    if isinstance(counted, nodes.Choice) and isinstance(counted.clause, nodes.PlayedByYou):
        return _played_counted(cx, counted, amount)  # "for each card you've played this turn"
    if isinstance(counted, nodes.Choice) and getattr(counted.noun, "word", "") in ("battlefield", "battlefields"):
        return _battlefields_counted(cx, counted, amount)
    seen = deck.counted_this_way(cx, counted, amount) if isinstance(counted, nodes.Choice) else None
    if seen is not None:  # "for each card with [Hidden] revealed this way" (393)
        return seen
    if isinstance(counted, nodes.Choice) and isinstance(counted.location, nodes.There) and cx.there is None:
        # "Give a friendly unit at a battlefield +2 [M] this turn for each enemy unit there": those at
        # the place named before, as the number is computed
        return runtime.CountOf(selector=selectors.selector(replace(counted, location=None)), per=amount,
                               at=targets.place_there(cx, counted.location))
    if isinstance(counted, nodes.Choice):
        # "for each gear you control", "for each of your [Mighty] units": the objects that match
        # when the number is computed; counting is not choosing (355.5.a).
        return runtime.CountOf(selector=selectors.selector(counted), per=amount)
    if isinstance(scale, nodes.ForEachTime) and isinstance(scale.test, nodes.IsStatus) \
            and scale.test.status.name == "Empowered" and _is_me(scale.test.subject):
        # "for each time I'm [Empowered]": the empowered count, more than 1 only with a permission
        # to be empowered several times (441.1.c.1, vendetta-faq-015).
        return runtime.EmpoweredCount(of=runtime.Self(), per=amount)
    raise cx.error(scale, f"{cx.words(scale)} cannot be counted yet")


def tags_among(cx: LoweringContext, scale: nodes.ForEachTag, amount: int) -> runtime.TagsAmong:
    """"for each of the following tags among your units — Bird, Cat, Dog, and Poro": each tag counted
    once, if any of those objects has it when the number is computed."""
    if not isinstance(scale.among, nodes.Choice):
        raise cx.error(scale.among, f"counting tags among {cx.words(scale.among)} cannot run yet")
    if scale.each.lower() != "each" or scale.link not in ("—", "-", ":"):  # the dash only introduces the list
        raise cx.error(scale, f"{cx.words(scale)} cannot be counted yet")
    cx.listed_tags = tuple(scale.tags.items)
    return runtime.TagsAmong(selector=selectors.selector(scale.among), tags=cx.listed_tags, per=amount)


def _played_counted(cx: LoweringContext, counted: nodes.Choice, amount: int) -> runtime.Amount:
    """"for each card you've played this turn" (419.4.b): the cards its controller has played this
    turn when it is computed."""
    clause = counted.clause
    assert isinstance(clause, nodes.PlayedByYou)
    word = getattr(counted.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    plain = isinstance(counted.quantity, (nodes.Every, type(None))) and not (
        counted.other or counted.state or counted.controller or counted.qualifier or counted.controlled_by
        or counted.location or counted.might_filter or counted.keyword_filter)
    if not plain or (kind is None and word not in ("card", "cards")) \
            or " ".join((clause.duration or "").lower().split()) != "this turn":
        raise cx.error(counted, f"{cx.words(counted)} cannot be counted yet")
    return runtime.CardsPlayedThisTurn(per=amount, types=(kind,) if kind else ())


def _battlefields_counted(cx: LoweringContext, counted: nodes.Choice, amount: int) -> runtime.Amount:
    """"for each battlefield you or allies control", "for each other battlefield you control": the
    battlefields you control when it is computed ("other": not the one the source is at)."""
    plain = not (counted.state or counted.controller or counted.qualifier or counted.location
                 or counted.might_filter or counted.keyword_filter or counted.clause)
    if not (plain and isinstance(counted.quantity, nodes.Every)
            and isinstance(counted.controlled_by, (nodes.ControlledBy, nodes.ControlledByAllies))):
        raise cx.error(counted, "counting these battlefields cannot run yet")
    return runtime.BattlefieldsControlled(per=amount, other=counted.other is not None)


def equal_to(cx: LoweringContext, node: nodes.EqualTo) -> runtime.Amount:
    """"equal to my Might" / "equal to its Might" (143.2): read when the instruction executes;
    an object that left the board gives its last-known Might (359.3.e.13)."""
    amount = node.amount
    if isinstance(amount, nodes.MightOf):
        words = " ".join(amount.words.lower().split())
        if words == "my might":
            return runtime.MightOf(of=runtime.Self())
        if words == "its might":
            return runtime.MightOf(of=targets.antecedent(cx, amount))
    if isinstance(amount, nodes.MightOfChosen) and isinstance(amount.chosen, nodes.TheChosen) \
            and amount.word.lower() == "might" and getattr(amount.chosen.noun, "word", "") in ("card", "unit"):
        # "equal to the burned card's Might": the card that instruction acted on, wherever it is now
        return runtime.MightOf(of=runtime.AffectedBy(link=latest_action(cx, amount.chosen.word, amount.chosen)))
    if isinstance(amount, nodes.CostOfThat) and isinstance(amount.owner, nodes.ThatRef) \
            and (amount.kind or "").lower() == "energy":
        # "equal to that spell's Energy cost": its printed cost (206), read by last-known information
        # if it has left the chain since (359.3.e.13)
        return runtime.EnergyCostOf(of=targets.that_ref(cx, amount.owner))
    if isinstance(amount, nodes.NumberOf) and isinstance(amount.counted, nodes.Choice):
        # "equal to the number of enemy units here": the objects that match when it is computed
        return runtime.CountOf(selector=selectors.selector(amount.counted))
    if isinstance(amount, nodes.KeywordValue) and amount.owner.lower() == "my":
        # "equal to my [Assault]" (807.2: instances summed, a valueless one counts 1)
        return runtime.KeywordValueOf(name=amount.keyword.name)
    raise cx.error(amount, f"the amount {cx.words(amount)} cannot be computed yet")


# A past action ("the burned card", "the discarded card's type") → the runtime action of its instruction.
PAST_ACTIONS = {"burned": "burn", "discarded": "discard", "revealed": "reveal", "drawn": "draw", "played": "play",
                "recycled": "recycle", "banished": "banish", "killed": "kill"}


def latest_action(cx: LoweringContext, past: str, node: nodes.Node) -> int:
    """The latest instruction of this effect doing the action ``past`` names ("burned"): the one "the
    burned card" is the object of (359.3.e.14)."""
    wanted = PAST_ACTIONS.get(past.lower())
    found = [i for i, action in cx.links.actions.items() if action == wanted]
    if not found:
        raise cx.error(node, f"{cx.words(node)} names no earlier instruction of this effect")
    return max(found)


def _is_me(subject: str) -> bool:
    return subject.lower().replace("’", "'") in ("i'm", "i am", "i")


def cards_in_your_trash(node: nodes.Node) -> bool:
    """"card in your trash" / "cards in your trash", with nothing else said about them."""
    where = getattr(node, "location", None)
    return isinstance(node, nodes.Choice) and getattr(node.noun, "word", "") in ("card", "cards") \
        and isinstance(where, nodes.At) and isinstance(where.place, nodes.Zone) \
        and (where.place.owner, where.place.zone) == ("your", "trash") \
        and isinstance(node.quantity, (nodes.Every, type(None))) \
        and not (node.other or node.state or node.controller or node.might_filter or node.keyword_filter)
