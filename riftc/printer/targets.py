"""Printing costs, targets, keywords (Core Rules 201, 355, 739, 800-829): one ``print_<rule>``
function per node class of ``riftc.nodes.targets``, in the order of the grammar's sections."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, capitalize_sentences



# --- the quantity "any" ---------------------------------------------------------------------------
def print_any_one(p: Printer, node: nodes.AnyOne) -> str:
    return "any"


# --- costs ----------------------------------------------------------------------------------------
def print_costs(p: Printer, node: nodes.Costs) -> str:
    # Every cost in a list starts with a capital: "[1][G], [E], Kill this: …".
    return ", ".join(capitalize_sentences(p(item)) for item in node.items)


def print_mana_cost(p: Printer, node: nodes.ManaCost) -> str:
    return "".join(f"[{symbol}]" for symbol in node.symbols)


def print_exhaust_symbol(p: Printer, node: nodes.ExhaustSymbol) -> str:
    return "[E]"


def print_pay_the_cost(p: Printer, node: nodes.PayTheCost) -> str:
    return f"pay {node.which}"


def print_spend_buff(p: Printer, node: nodes.SpendBuff) -> str:
    return f"spend {node.whose} buff"


def print_spend_xp(p: Printer, node: nodes.SpendXp) -> str:
    return f"spend {node.amount} {node.unit}"


def print_kill_cost(p: Printer, node: nodes.KillCost) -> str:
    return f"kill {p(node.target)}"


def print_discard_cost(p: Printer, node: nodes.DiscardCost) -> str:
    return f"discard {node.amount}"


def print_recycle_cost(p: Printer, node: nodes.RecycleCost) -> str:
    return f"recycle {p(node.target)}"


def print_discard_card_cost(p: Printer, node: nodes.DiscardCardCost) -> str:
    return f"discard {p(node.quantity)} {p(node.noun)}"


def print_banish_cost(p: Printer, node: nodes.BanishCost) -> str:
    return f"banish {p(node.target)}"


def print_cost_options(p: Printer, node: nodes.CostOptions) -> str:
    return " or ".join(p(option) for option in node.options)


def print_slashed_cost_options(p: Printer, node: nodes.SlashedCostOptions) -> str:
    return " / ".join(p(option) for option in node.options)


def print_disempower_cost(p: Printer, node: nodes.DisempowerCost) -> str:
    return f"disempower {p(node.target)}"


# --- targets --------------------------------------------------------------------------------------
def print_self_ref(p: Printer, node: nodes.SelfRef) -> str:
    return node.word


def print_any_of(p: Printer, node: nodes.AnyOf) -> str:
    return f"any of {node.ref}"


def print_the_rest(p: Printer, node: nodes.TheRest) -> str:
    return "the rest"


def print_back_ref(p: Printer, node: nodes.BackRef) -> str:
    return node.word


def print_choice(p: Printer, node: nodes.Choice) -> str:
    return p.join([node.quantity, node.other, node.state, node.controller, node.qualifier, node.noun,
                       node.controlled_by, node.location, node.might_filter, node.keyword_filter,
                       node.clause])


def print_might_filter(p: Printer, node: nodes.MightFilter) -> str:
    return p.join([node.each, f"with {node.amount} [M] or", node.comparative])


def print_place(p: Printer, node: nodes.Place) -> str:
    return p.join([node.quantity, node.other, node.state, node.controller, node.noun,
                       node.controlled_by])


def print_that_ref(p: Printer, node: nodes.ThatRef) -> str:
    return p.join([node.word, node.controller, node.noun])


def print_owned(p: Printer, node: nodes.Owned) -> str:
    return node.owner


def print_another(p: Printer, node: nodes.Another) -> str:
    return node.word


def print_bounded(p: Printer, node: nodes.Bounded) -> str:
    return f"{node.count} or {node.comparative}"


def print_every(p: Printer, node: nodes.Every) -> str:
    return node.word


def print_any_number(p: Printer, node: nodes.AnyNumber) -> str:
    return node.words


def print_token(p: Printer, node: nodes.Token) -> str:
    return p.join([node.quantity, node.state, node.might, node.name, node.noun, node.after_state,
                       node.keyword, node.origin])


def print_with_keyword(p: Printer, node: nodes.WithKeyword) -> str:
    return f"with {p(node.keyword)}"


def print_one(p: Printer, node: nodes.One) -> str:
    return node.article


def print_up_to(p: Printer, node: nodes.UpTo) -> str:
    return f"{node.words} {node.count}"


def print_exactly(p: Printer, node: nodes.Exactly) -> str:
    return str(node.count)


def print_object_noun(p: Printer, node: nodes.ObjectNoun) -> str:
    return node.word


def print_tag(p: Printer, node: nodes.Tag) -> str:
    return node.name


def print_here(p: Printer, node: nodes.Here) -> str:
    return "here"


def print_at(p: Printer, node: nodes.At) -> str:
    return f"{node.preposition} {p(node.place)}"


def print_where_you_have_units(p: Printer, node: nodes.WhereYouHaveUnits) -> str:
    return "where you have units"


def print_controlled_by(p: Printer, node: nodes.ControlledBy) -> str:
    return "you control"


def print_zone(p: Printer, node: nodes.Zone) -> str:
    return p.join([node.owner, node.zone])


def print_any_zone(p: Printer, node: nodes.AnyZone) -> str:
    return f"{p(node.quantity)} {node.zone}"


def print_top_cards(p: Printer, node: nodes.TopCards) -> str:
    return p.join(["the top", node.count, node.noun, "of", node.owner, "Main Deck"])


def print_might_mod(p: Printer, node: nodes.MightMod) -> str:
    return f"{node.amount:+d} [M]"


# --- the other one, and keywords ------------------------------------------------------------------
def print_the_other(p: Printer, node: nodes.TheOther) -> str:
    return f"the {node.word}"


def print_keyword(p: Printer, node: nodes.Keyword) -> str:
    return f"[{node.name}]" if node.value is None else f"[{node.name} {node.value}]"


# --- the cards looked at or revealed, and counts --------------------------------------------------
def print_one_or_both(p: Printer, node: nodes.OneOrBoth) -> str:
    return f"{node.one} or both of {node.ref}"


def print_each_of_them(p: Printer, node: nodes.EachOfThem) -> str:
    return node.word


def print_top_runes(p: Printer, node: nodes.TopRunes) -> str:
    return p.join(["the top", node.count, node.noun, "of", node.owner, "rune deck"])


def print_the_remaining(p: Printer, node: nodes.TheRemaining) -> str:
    return f"the remaining {p(node.noun)}"


def print_one_of_them(p: Printer, node: nodes.OneOfThem) -> str:
    return node.word


def print_from_among(p: Printer, node: nodes.FromAmong) -> str:
    return f"{p(node.objects)} from among {node.among}"


def print_count_or_more(p: Printer, node: nodes.CountOrMore) -> str:
    return f"{node.count}+"


# --- zones of a player, and places named ----------------------------------------------------------
def print_zone_pair(p: Printer, node: nodes.ZonePair) -> str:
    return f"{node.owner} {node.first} and {node.second}"


def print_in_named_place(p: Printer, node: nodes.InNamedPlace) -> str:
    return f"in {node.name}"
