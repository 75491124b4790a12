"""Printing card text and its lines (Core Rules 135.2.a, 729.1.a): one ``print_<rule>`` function per node class of
``riftc.nodes.lines``, in the order of grammar/lines.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, capitalize_sentences


def print_start(p: Printer, node: nodes.Start) -> str:
    return "\n".join(capitalize_sentences(p(line)) for line in node.lines)


def print_reminder_line(p: Printer, node: nodes.ReminderLine) -> str:
    return p(node.reminder)


def print_tracks_xp(p: Printer, node: nodes.TracksXp) -> str:
    return f"track gained {node.resource} here."


def print_bonuses_by_keyword(p: Printer, node: nodes.BonusesByKeyword) -> str:
    return f"some cards get bonuses based on your {p(node.keyword)}."


def print_xp_spending_note(p: Printer, node: nodes.XpSpendingNote) -> str:
    return f"some cards can spend {node.resource} for powerful effects."
