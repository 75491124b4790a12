"""Card text lowered and run where a scenario can't set the board up (rune decks): "If you can't"
after a channel (359.3.e.6); and the guards of lowering's dispatch tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftc import pipeline
from riftc.lower import lowers
from riftc.runtime import CardDef, Game, Zone

SET = """\
set TST Test Set

card TST-134 Rune Call
type: Spell
cost: 1
text:
| Channel 1 rune exhausted. If you can't, draw 1.
"""


def compiled(tmp_path: Path) -> CardDef:
    path = tmp_path / "tst.rift"
    path.write_text(SET, encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert result.compiled, result.diagnostics
    assert isinstance(result.definition, CardDef)
    return result.definition


RUNE = CardDef(id="T-RUNE", name="Order Rune", type="Rune")
POOR = CardDef(id="T-POOR", name="Poro", type="Unit", might=1)


def test_if_you_cant_does_nothing_after_a_channel(tmp_path: Path) -> None:
    """The rune is channelled exhausted, so "if you can't" does not draw."""
    game = Game()
    rune = game.add(RUNE, 0, Zone.RUNE_DECK)
    game.add(POOR, 0, Zone.MAIN_DECK)
    game.play(game.add(compiled(tmp_path), 0, Zone.HAND), pay=False)
    assert rune.zone is Zone.BASE and rune.exhausted
    assert game.state.player(0).zone(Zone.HAND) == []


def test_if_you_cant_draws_when_there_is_no_rune_to_channel(tmp_path: Path) -> None:
    """An empty rune deck: the channel is not performed, so the player draws instead."""
    game = Game()
    poro = game.add(POOR, 0, Zone.MAIN_DECK)
    game.play(game.add(compiled(tmp_path), 0, Zone.HAND), pay=False)
    assert poro.zone is Zone.HAND


def test_a_node_type_can_be_lowered_by_one_function_only() -> None:
    """``@lowers`` refuses a second function for a node type on import (riftc.nodes refuses a class
    defined twice the same way): two would silently take one over the other by import order."""
    from riftc import nodes
    from riftc.lower.dispatch import registrar

    table: dict = {}
    register = registrar(table, "the lowering")
    register(nodes.Draw)(lambda cx, node: "first")
    with pytest.raises(ImportError, match="Draw"):
        register(nodes.Draw)(lambda cx, node: "second")
    assert table[nodes.Draw](None, None) == "first"
    with pytest.raises(ImportError, match="Buff"):  # the real table: Buff is lowered already
        lowers(nodes.Buff)(lambda cx, node: None)


def test_every_lowered_key_is_a_node_class() -> None:
    """Every key of the dispatch tables is a class of riftc.nodes, the one that name stands for."""
    from riftc import nodes
    from riftc.lower import DISPATCH, conditions, costs, targets

    ladders = (conditions.CONDITIONS, costs.COSTS, costs.PAYMENTS, targets.TARGETS)
    for table in (DISPATCH, *(ladder.functions for ladder in ladders)):
        assert table
        for key in table:
            assert isinstance(key, type) and issubclass(key, nodes.Node) and getattr(nodes, key.__name__) is key


def test_lowering_sources_have_no_attribute_type_ignores() -> None:
    """Lowering's state lives on the declared LoweringContext, so no attribute needs to be hidden
    from the type checker."""
    folder = Path(__file__).resolve().parent.parent / "riftc" / "lower"
    sources = sorted(folder.glob("*.py"))
    assert sources
    assert [path.name for path in sources if "type: ignore[attr-defined]" in path.read_text(encoding="utf-8")] == []


def test_every_compiled_spell_of_the_corpus_has_one_set_of_instructions() -> None:
    """A spell's lines of instructions are one set (135.2.b.1): the interpreter resolves exactly one
    SpellAbility, so a compiled spell with several would fail only when played."""
    from corpus_paths import corpus_jsonl
    from riftc import runtime
    from riftc.sources import read_sources

    several = []
    for card in read_sources([corpus_jsonl()]).cards:
        definition = pipeline.compile_card(card).definition
        if definition is not None and card.type == "Spell":
            count = sum(isinstance(ability, runtime.SpellAbility) for ability in definition.abilities)
            if count != 1:
                several.append(f"{card.id}: {count}")
    assert several == []
