"""Card text to behaviour: a card compiled from its set file runs in the runtime as the rules say."""

from __future__ import annotations

import runpy
from pathlib import Path

from riftc import pipeline
from riftc.runtime import CardDef, Game, ScriptedChooser, Zone

MONK_SET = """\
set TST Test Set

card TST-141 Kinkou Monk
type: Unit
tags: Ionia
domains: Body
cost: 4 [O]
might: 4
text:
| When you play me, buff up to two other friendly units. (Each one that doesn't have a buff gets a +1 [M] buff.)
"""


def compiled_monk(tmp_path: Path) -> CardDef:
    path = tmp_path / "tst.rift"
    path.write_text(MONK_SET, encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert result.compiled, result.diagnostics
    assert isinstance(result.definition, CardDef)
    return result.definition


def vanilla(name: str) -> CardDef:
    return CardDef(id=f"T-{name}", name=name, type="Unit", might=2)


def test_compiled_kinkou_monk_buffs_two_other_friendly_units(tmp_path: Path) -> None:
    """Rule 426.1.b.1: the already-buffed choice gets no second buff; the other one does."""
    game = Game()
    ahri, lee = game.add(vanilla("Ahri")), game.add(vanilla("Lee Sin"), buffs=1)
    yasuo = game.add(vanilla("Yasuo"))
    monk = game.add(compiled_monk(tmp_path), 0, Zone.HAND)
    chooser = ScriptedChooser((lee, ahri))
    game.play(monk, chooser=chooser, pay=False)
    assert (ahri.buffs, lee.buffs, yasuo.buffs, monk.buffs) == (1, 1, 0, 0)
    assert "buff negated: Lee Sin already has a buff (426.1.b.1)" in game.log
    (request,) = chooser.requests
    assert monk.oid not in request.options  # "other"
    assert (request.minimum, request.maximum) == (0, 2)  # "up to two" (355.13)


def test_the_registry_written_by_build_runs_the_same(tmp_path: Path) -> None:
    source = tmp_path / "tst.rift"
    source.write_text(MONK_SET, encoding="utf-8")
    run = pipeline.compile_paths([source])
    registry = tmp_path / "registry.py"
    registry.write_text(pipeline.registry_text(run), encoding="utf-8")
    cards = runpy.run_path(str(registry))["CARDS"]
    assert cards["TST-141"] == compiled_monk(tmp_path)
    game = Game()
    ahri = game.add(vanilla("Ahri"))
    monk = game.add(cards["TST-141"], 0, Zone.HAND)
    game.play(monk, chooser=ScriptedChooser((ahri,)), pay=False)
    assert ahri.buffs == 1 and game.might(ahri) == 3
