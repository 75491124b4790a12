"""Printing costs (Core Rules 201, 204, 356, 376): one ``print_<rule>`` function per node class of
``riftc.nodes.costs``, in the order of grammar/costs.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, capitalize_sentences


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


def print_spend_buffs(p: Printer, node: nodes.SpendBuffs) -> str:
    return f"spend {node.words} buffs"


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
