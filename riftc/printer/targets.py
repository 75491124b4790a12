"""Printing targets: self-references, back-references, choices, places and zones (Core Rules 355, 739, 179): one ``print_<rule>`` function per node class of
``riftc.nodes.targets``, in the order of grammar/targets.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer


def print_the_remaining(p: Printer, node: nodes.TheRemaining) -> str:
    return f"the remaining {p(node.noun)}"


def print_any_not_played(p: Printer, node: nodes.AnyNotPlayed) -> str:
    return "any you did not play this way"


def print_the_acted_on(p: Printer, node: nodes.TheActedOn) -> str:
    return f"the {node.past} {node.noun}"


def print_any_not_done(p: Printer, node: nodes.AnyNotDone) -> str:
    return f"any you {node.didnt} {node.verb}"


def print_one_or_both(p: Printer, node: nodes.OneOrBoth) -> str:
    return f"{node.one} or both of {node.ref}"


def print_each_of_them(p: Printer, node: nodes.EachOfThem) -> str:
    return node.word


def print_one_of_them(p: Printer, node: nodes.OneOfThem) -> str:
    return node.word


def print_the_other(p: Printer, node: nodes.TheOther) -> str:
    return f"the {node.word}"


def print_from_among(p: Printer, node: nodes.FromAmong) -> str:
    return f"{p(node.objects)} from among {node.among}"


def print_from_among_with(p: Printer, node: nodes.FromAmongWith) -> str:
    return f"{p(node.choice)} from among {node.ref} {p(node.filter)}"


def print_might_up_to(p: Printer, node: nodes.MightUpTo) -> str:
    return (f"{node.that} has {node.might_word} {node.up_to} {node.amount} {node.comparative} than "
            f"{p(node.other)}")


def print_one_pronoun(p: Printer, node: nodes.OnePronoun) -> str:
    return node.word


def print_distributed(p: Printer, node: nodes.Distributed) -> str:
    return f"{p(node.group)} {node.word}"


def print_counted_from(p: Printer, node: nodes.CountedFrom) -> str:
    return f"{node.count} {p(node.source)}"


def print_self_ref(p: Printer, node: nodes.SelfRef) -> str:
    return node.word


def print_this_card(p: Printer, node: nodes.ThisCard) -> str:
    return f"{node.word} {p(node.noun)}"


def print_any_of(p: Printer, node: nodes.AnyOf) -> str:
    return f"any of {node.ref}"


def print_the_rest(p: Printer, node: nodes.TheRest) -> str:
    return "the rest"


def print_back_ref(p: Printer, node: nodes.BackRef) -> str:
    return node.word


def print_the_described(p: Printer, node: nodes.TheDescribed) -> str:
    return f"the {node.controller} {p(node.noun)}"


def print_choice(p: Printer, node: nodes.Choice) -> str:
    return p.join([node.quantity, node.other, node.state, node.controller, node.qualifier, node.noun,
                       node.controlled_by, node.location, node.might_filter, node.keyword_filter,
                       node.clause])


def print_might_filter(p: Printer, node: nodes.MightFilter) -> str:
    return p.join([node.each, f"with {node.amount} [M] or", node.comparative])


def print_might_than(p: Printer, node: nodes.MightThan) -> str:
    return f"with {node.comparative} {node.word} than {p(node.than)}"


def print_cost_filter(p: Printer, node: nodes.CostFilter) -> str:
    return p.join(["with", node.kind, "cost", node.bounds])


def print_cost_clause(p: Printer, node: nodes.CostClause) -> str:
    return f"{node.that} {node.verb} {p(node.bounds)}"


def print_cost_compared(p: Printer, node: nodes.CostCompared) -> str:
    return f"{node.word} {node.verb} {p(node.limits)} than {p(node.other)}"


def print_costing(p: Printer, node: nodes.Costing) -> str:
    return f"costing {p(node.bounds)}"


def print_total_might_filter(p: Printer, node: nodes.TotalMightFilter) -> str:
    return f"with total {node.word} {node.amount} or {node.comparative}"


def print_place(p: Printer, node: nodes.Place) -> str:
    return p.join([node.quantity, node.other, node.state, node.controller, node.noun,
                       node.controlled_by])


def print_self_moved(p: Printer, node: nodes.SelfMoved) -> str:
    return f"{node.word} moved to or from"


def print_that_ref(p: Printer, node: nodes.ThatRef) -> str:
    return p.join([node.word, node.controller, node.noun])


def print_up_to(p: Printer, node: nodes.UpTo) -> str:
    return f"{node.words} {node.count}"


def print_exactly(p: Printer, node: nodes.Exactly) -> str:
    return str(node.count)


def print_every(p: Printer, node: nodes.Every) -> str:
    return node.word


def print_another(p: Printer, node: nodes.Another) -> str:
    return node.word


def print_precisely(p: Printer, node: nodes.Precisely) -> str:
    return f"{node.word} {node.count}"


def print_any_one(p: Printer, node: nodes.AnyOne) -> str:
    return "any"


def print_owned(p: Printer, node: nodes.Owned) -> str:
    return node.owner


def print_bounded(p: Printer, node: nodes.Bounded) -> str:
    return f"{node.count} or {node.comparative}"


def print_any_number(p: Printer, node: nodes.AnyNumber) -> str:
    return node.words


def print_count_or_more(p: Printer, node: nodes.CountOrMore) -> str:
    return f"{node.count}+"


def print_any_number_owned(p: Printer, node: nodes.AnyNumberOwned) -> str:
    return f"{node.words} {node.owner}"


def print_token(p: Printer, node: nodes.Token) -> str:
    return p.join([node.quantity, node.state, node.might, node.name, node.noun, node.after_state,
                       node.keyword, node.origin])


def print_with_keyword(p: Printer, node: nodes.WithKeyword) -> str:
    return f"with {p(node.keyword)}"


def print_bracketed_might(p: Printer, node: nodes.BracketedMight) -> str:
    return f"[{node.amount}] [M]"


def print_token_origin(p: Printer, node: nodes.TokenOrigin) -> str:
    return f"from {node.name}"


def print_object_noun(p: Printer, node: nodes.ObjectNoun) -> str:
    return node.word


def print_tag(p: Printer, node: nodes.Tag) -> str:
    return node.name


def print_here(p: Printer, node: nodes.Here) -> str:
    return "here"


def print_at(p: Printer, node: nodes.At) -> str:
    return f"{node.preposition} {p(node.place)}"


def print_each_others(p: Printer, node: nodes.EachOthers) -> str:
    return f"each other's {p(node.noun)}"


def print_there(p: Printer, node: nodes.There) -> str:
    return node.word


def print_in_combat(p: Printer, node: nodes.InCombat) -> str:
    return "in combat"


def print_fight_location(p: Printer, node: nodes.FightLocation) -> str:
    return f"{node.preposition} {node.article} {node.fight}"


def print_anywhere(p: Printer, node: nodes.Anywhere) -> str:
    return "anywhere"


def print_everywhere(p: Printer, node: nodes.Everywhere) -> str:
    return "everywhere"


def print_same_place(p: Printer, node: nodes.SamePlace) -> str:
    return f"the same {p(node.noun)}"


def print_the_place(p: Printer, node: nodes.ThePlace) -> str:
    return f"the {p(node.noun)}"


def print_location_of(p: Printer, node: nodes.LocationOf) -> str:
    return f"the location of {p(node.target)}"


def print_the_paid(p: Printer, node: nodes.ThePaid) -> str:
    return f"the {p(node.noun)} you exhausted to pay for {node.ability}"


def print_others_place(p: Printer, node: nodes.OthersPlace) -> str:
    return f"the {node.other}'s {p(node.noun)}"


def print_possessed(p: Printer, node: nodes.Possessed) -> str:
    return p.join([node.owner, node.original, node.noun])


def print_any_zone(p: Printer, node: nodes.AnyZone) -> str:
    return f"{p(node.quantity)} {node.zone}"


def print_where_you_have_units(p: Printer, node: nodes.WhereYouHaveUnits) -> str:
    return "where you have units"


def print_controlled_by(p: Printer, node: nodes.ControlledBy) -> str:
    return "you control"


def print_controlled_by_them(p: Printer, node: nodes.ControlledByThem) -> str:
    return "they control"


def print_not_controlled_by(p: Printer, node: nodes.NotControlledBy) -> str:
    return f"you {node.dont} control"


def print_owned_by_you(p: Printer, node: nodes.OwnedByYou) -> str:
    return "you own"


def print_controlled_by_allies(p: Printer, node: nodes.ControlledByAllies) -> str:
    return "you or allies control"


def print_zone(p: Printer, node: nodes.Zone) -> str:
    return p.join([node.owner, node.zone])


def print_zone_pair(p: Printer, node: nodes.ZonePair) -> str:
    return f"{node.owner} {node.first} and {node.second}"


def print_player_zone(p: Printer, node: nodes.PlayerZone) -> str:
    return f"{p(node.owner)} {node.zone}"


def print_opponents_zone(p: Printer, node: nodes.OpponentsZone) -> str:
    return f"{node.owners} {node.zone}"


def print_chosen_champion(p: Printer, node: nodes.ChosenChampion) -> str:
    return f"{node.owner} {node.words}"


def print_top_cards(p: Printer, node: nodes.TopCards) -> str:
    return p.join(["the top", node.count, node.noun, "of", node.owner, "Main Deck"])


def print_top_runes(p: Printer, node: nodes.TopRunes) -> str:
    return p.join(["the top", node.count, node.noun, "of", node.owner, "rune deck"])


def print_might_mod(p: Printer, node: nodes.MightMod) -> str:
    return f"{node.amount:+d} [M]"
