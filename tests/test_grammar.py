"""Grammar: the strict LALR build, the terminal vocabulary, and accept/reject lists per construct family."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import riftc.printer
from riftc import nodes
from riftc.syntax.build_ast import NODE_CLASSES, TOKEN_CONVERTERS, build_ast
from riftc.errors import Span
from riftc.syntax.grammar import TERMINAL_WORDS, CardSyntaxError, grammar_text, parse_tree, parser
from riftc.printer import PRINTERS, SECTIONS, print_text

from grammar_support import round_trip


def test_strict_lalr_build_has_no_conflicts() -> None:
    """Shift/reduce, reduce/reduce and regex collisions all fail the build in strict mode."""
    parser.cache_clear()
    try:
        assert parser(strict=True) is not None
    finally:
        parser.cache_clear()


def test_every_named_terminal_is_described_in_words() -> None:
    names = set(re.findall(r"^(_?[A-Z][A-Z_]*)(?:\.\d+)?\s*:", grammar_text(), flags=re.M))
    missing = sorted(name for name in names if name not in TERMINAL_WORDS)
    assert not missing, f"add these terminals to riftc.syntax.grammar.TERMINAL_WORDS: {missing}"


def test_every_kept_terminal_has_a_converter() -> None:
    names = set(re.findall(r"^([A-Z][A-Z_]*)(?:\.\d+)?\s*:", grammar_text(), flags=re.M))
    literal_only = {"MIGHT_SYMBOL", "EXHAUST_SYMBOL"}  # only ever used as anonymous literals
    missing = sorted(name for name in names - literal_only if name not in TOKEN_CONVERTERS)
    assert not missing, f"add these terminals to riftc.syntax.build_ast.TOKEN_CONVERTERS: {missing}"


def _tree_names() -> set[str]:
    """Every name a parse-tree node can have: rule names and aliases, minus inlined rules."""
    names = set()
    for rule in parser().rules:
        name = rule.alias or rule.origin.name
        if not rule.alias and (name.startswith("_") or (rule.options.expand1 and len(rule.expansion) == 1)):
            continue  # `_rule`, lark's own helpers, and `?rule` alternatives with one child are inlined
        names.add(str(name))
    return names


def test_every_rule_has_a_node_class_and_a_print_method() -> None:
    for name in sorted(_tree_names()):
        assert name in NODE_CLASSES, f"rule {name!r} has no node class in riftc.nodes"
        assert NODE_CLASSES[name] in PRINTERS, f"node {name!r} has no print_{name} in riftc/printer/"
    unused = sorted(set(NODE_CLASSES) - _tree_names())
    assert not unused, f"node classes that no rule builds: {unused}"


def _printer_sources() -> dict[str, ast.Module]:
    """The parsed source of every module of the riftc.printer package but its ``__init__`` (whose
    ``print_text`` is the entry point), by module name."""
    folder = Path(riftc.printer.__file__).parent
    return {path.stem: ast.parse(path.read_text(encoding="utf-8"))
            for path in sorted(folder.glob("*.py")) if path.stem != "__init__"}


def test_every_node_class_has_exactly_one_print_function() -> None:
    """Each node class of riftc.nodes is printed by one ``print_<snake>`` function, in the printer module
    named like the class's node module; no print function names a class that does not exist."""
    defined: dict[str, list[str]] = {}
    for module, tree in _printer_sources().items():
        for statement in tree.body:
            if isinstance(statement, ast.FunctionDef) and statement.name.startswith("print_"):
                defined.setdefault(statement.name[len("print_"):], []).append(module)
    twice = sorted(f"print_{name} in {modules}" for name, modules in defined.items() if len(modules) > 1)
    assert not twice, f"print functions defined more than once: {twice}"
    unknown = sorted(f"print_{name} ({modules[0]})" for name, modules in defined.items() if name not in NODE_CLASSES)
    assert not unknown, f"print functions for node classes that do not exist: {unknown}"
    missing = sorted(name for name in NODE_CLASSES if name not in defined)
    assert not missing, f"node classes with no print function: {missing}"
    misplaced = sorted(f"print_{name} is in riftc/printer/{modules[0]}.py, its class in {cls.__module__}"
                       for name, modules in defined.items() if (cls := NODE_CLASSES[name]).__module__.rsplit(".", 1)[1] != modules[0])
    assert not misplaced, misplaced
    assert set(PRINTERS) == set(NODE_CLASSES.values())
    assert {module.__name__.rsplit(".", 1)[1] for module in SECTIONS} == {module.__name__.rsplit(".", 1)[1] for module in nodes.SECTIONS}


def test_a_node_class_without_a_print_function_is_named_in_the_error() -> None:
    @dataclass(frozen=True)
    class Unprintable(nodes.Node):
        """A node class no section prints."""

    with pytest.raises(TypeError, match="no print function for node class Unprintable"):
        print_text(Unprintable(span=Span(0, 0)))


def test_node_classes_are_frozen_with_span_first() -> None:
    for cls in NODE_CLASSES.values():
        assert cls.__dataclass_params__.frozen, cls
        assert next(iter(cls.__dataclass_fields__)) == "span", cls
        assert cls.__doc__, cls


# --- accept lists: each text parses and prints back exactly ---------------------------------

ACCEPT: dict[str, list[str]] = {
    "keywords": [
        "[Reaction]",
        "[Action] (Play on your turn or in showdowns.)",
        "[Reaction] (Play any time, even before spells and abilities resolve.)",
        "[Hidden] (Hide now for [A] to react with later for [0].)",
        "[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or ability.)",
        "[Tank] (I must be assigned combat damage first.)",
        "[Ganking] (I can move from battlefield to battlefield.)",
        "[Accelerate] (You may pay [1][R] as an additional cost to have me enter ready.)",
        "[Assault 3] (+3 [M] while I'm an attacker.)",
        "[Equip] [1][R] ([1][R]: Attach this to a unit you control.)",
        "[Empower] — [1], [E] (Pay the cost: Empower this. Use only if not Empowered.)",
        "[Repeat] [2] (You may pay the additional cost to repeat this spell's effect.)",
        "[Flow] [4][P] (You may play this from your trash for its Flow cost. Then banish it.)",
        "[Unique] (Your deck can have only 1 card with this name.)",
        "[Temporary] (Kill this at the start of its controller's Beginning Phase, before scoring.)",
        "[Hunt 3] (When I conquer or hold, gain 3 XP.)",
        "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)",
    ],
    "dependent keywords": [
        "[Empowered][>] I have +3 [M].",
        "[Empowered][>] I have [Ganking] and [Deflect].",
        "[Deathknell] — Banish me. (When I die, get the effect.)",
        "[Level 6][>] I have +1 [M]. (While you have 6+ XP, get the effect.)",
        "[Level 6][>] Give it +3 [M] this turn instead. (While you have 6+ XP, get the effect.)",
    ],
    "triggers": [
        "When you play me, draw 1.",
        "When I move to a battlefield, discard 1.",
        "When I win a combat, play a Gold gear token exhausted.",
        "When you conquer here, discard 1, then draw 1.",
        "At the end of your turn, ready 2 runes.",
        "When I become [Empowered], banish an enemy unit at a battlefield with 3 [M] or less.",
    ],
    "activated": [
        "[E]: Give a unit -1 [M] this turn, to a minimum of 1 [M].",
        "[1], [E]: Buff a friendly unit. (If it doesn't have a buff, it gets a +1 [M] buff.)",
        "[E]: [Reaction] — [Add] [Y]. (Abilities that add resources can't be reacted to.)",
    ],
    "static": [
        "I enter ready.",
        "I must be assigned combat damage last.",
        "I can't be chosen by enemy spells and abilities.",
        "Other friendly units here have [Shield].",
        "You may pay [B] as an additional cost to play me.",
    ],
    "conditions": [
        "When you play me, if you paid the additional cost, kill a gear.",
        "When you play me, if you paid the additional cost, [Stun] an enemy unit. "
        "(It doesn't deal combat damage this turn.)",
    ],
    "modes": [
        "Choose one —\n• Draw 1.\n• Deal 2 to a unit at a battlefield.",
        "When I move to a battlefield, choose one —\n• Ready me.\n• Give me [Ganking] this turn.",
    ],
    "linked and delayed": [
        "Buff a unit. Then, if it was buffed this way, draw 1.",
        "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted. "
        '(It has "[Reaction][>] Kill this, [E]: [Add] [A].")',
        "When you play me, you may spend a buff to buff me and ready me.",
        "Draw 1 and channel 1 rune exhausted.",
    ],
    "events": [
        "When you buff me, ready me.",
        "The first time I move each turn, draw 1.",
        "When you play me, buff up to two other friendly units. "
        "(Each one that doesn't have a buff gets a +1 [M] buff.)",
    ],
    "instructions and targets": [
        "Ready a friendly unit.",
        "Counter a spell.",
        "Give two friendly units each +1 [M] this turn.",
        "I enter ready if you control another Mech.",
        "Draw 2.",
        "Deal 3 to a unit.",
        "Deal 2 to a unit at a battlefield, then deal 2 to up to one other unit.",
        "Deal 4 to a unit at a battlefield. Draw 1.",
        "Move a unit from a battlefield to its base.",
        "Move a unit with 3 [M] or less.",
        "When you play me, buff up to two other friendly units.",
        "When you play me, play four Gold gear tokens exhausted.",
        "When I move to a battlefield, you may move an enemy unit to that battlefield.",
    ],
}


@pytest.mark.parametrize(
    "text", [text for texts in ACCEPT.values() for text in texts],
)
def test_accepted_texts_round_trip(text: str) -> None:
    assert round_trip(text) == text


# --- reject lists: each text is not card text -----------------------------------------------

REJECT = [
    "Buff up to to two units.",
    "Draw 1",
    "Drew 1.",
    "Buff a friendly units.",
    "Deal 3 to two unit.",
    "[Q]",
    "Draw 1. (Draw 1.",
    "Give a unit +2 [M] this turn",
    "When you play me draw 1.",
    "Deal three to a unit.",
    "Opponents must pay [A] to choose me with a spell or abilities.",  # the reminder names one spell or ability
    "Draw 1.Draw 1.",
    "Choose one —",  # modes must follow
    "Ready up to two unit.",
    "Give a unit +2 [M] and [Stun] an enemy unit.",  # "give … and" needs its duration first
    "Mechs have +1 [M].",  # a tag needs a quantity: "your Mechs"
]


@pytest.mark.parametrize("text", REJECT)
def test_rejected_texts_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


# --- AST shape ---------------------------------------------------------------------------------


def test_choice_records_quantity_controller_and_noun() -> None:
    ast = build_ast(parse_tree("When you play me, buff up to two other friendly units."))
    ability = ast.lines[0]
    assert isinstance(ability, nodes.TriggeredAbility)
    buff = ability.effect.sentences[0].instruction
    assert isinstance(buff, nodes.Buff)
    choice = buff.target
    assert isinstance(choice, nodes.Choice)
    assert isinstance(choice.quantity, nodes.UpTo) and choice.quantity.count == "two"
    assert (choice.other, choice.controller, choice.noun.word) == ("other", "friendly", "units")


def test_reminder_is_attached_to_its_keyword() -> None:
    ast = build_ast(parse_tree("[Tank] (I must be assigned combat damage first.)"))
    ability = ast.lines[0]
    assert isinstance(ability, nodes.KeywordAbility)
    assert ability.keyword.name == "Tank"
    (static,) = ability.reminder.abilities
    assert isinstance(static.statement, nodes.DamageOrder) and static.statement.order == "first"


def test_surface_variants_are_kept() -> None:
    dash = build_ast(parse_tree("[Deathknell] — Banish me."))
    arrow = build_ast(parse_tree("[Deathknell][>] Banish me."))
    assert dash.lines[0].link == "—" and arrow.lines[0].link == "[>]"
    assert round_trip("Deal 3 damage to a unit.") == "Deal 3 damage to a unit."
    assert build_ast(parse_tree("Deal 3 damage to a unit.")).lines[0].effect.sentences[0].instruction.damage


def test_spans_point_into_the_text() -> None:
    text = "Deal 3 to a unit."
    deal = build_ast(parse_tree(text)).lines[0].effect.sentences[0].instruction
    assert text[deal.span.start:deal.span.end] == "Deal 3 to a unit"
