"""Group targets on resolution (355.11.b), where a scenario cannot answer a choice made after a
reaction: Fox-Fire's chosen units no longer fulfil "total Might 4 or less" together, so its controller
keeps a subset of the original targets that does (riftbound-origins-faq-053)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftc import pipeline
from riftc.runtime import CardDef, Game, IllegalChoice, ScriptedChooser, Zone, give_might

SET = """\
set OGN Origins

card OGN-256 Fox-Fire
type: Spell
cost: 3
domains: Calm, Mind
text:
| [Hidden] (Hide now for [A] to react with later for [0].)
| [Action] (Play on your turn or in showdowns.)
| Kill any number of units at a battlefield with total Might 4 or less.
"""

PORO = CardDef(id="T-PORO", name="Poro", type="Unit", might=1)
AHRI = CardDef(id="T-AHRI", name="Ahri", type="Unit", might=2)


def fox_fire(tmp_path: Path) -> CardDef:
    path = tmp_path / "ogn.rift"
    path.write_text(SET, encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert result.compiled, result.diagnostics
    assert isinstance(result.definition, CardDef)
    return result.definition


def _setup(tmp_path: Path):
    game = Game(players=("P1", "P2"), battlefields=("Battlefield 1", "Battlefield 2"))
    left = game.add(PORO, 1, Zone.BATTLEFIELD, battlefield=0)
    right = game.add(PORO, 1, Zone.BATTLEFIELD, battlefield=0)
    ahri = game.add(AHRI, 1, Zone.BATTLEFIELD, battlefield=0)
    spell = game.add(fox_fire(tmp_path), 0, Zone.HAND)
    return game, spell, left, right, ahri


def test_a_group_past_its_total_keeps_a_subset_that_fits(tmp_path: Path) -> None:
    """1 + 1 + 2 = 4 when chosen; one Poro gets +2, so 6: the controller keeps Left and Ahri (3)."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri], [left, ahri])
    game.play(spell, chooser=chooser, pay=False, resolve=False)
    give_might(game.state, right.oid, 2, by=1)
    game.resolve_top()
    assert left.zone is Zone.TRASH and ahri.zone is Zone.TRASH
    assert right.zone is Zone.BATTLEFIELD
    assert "355.11.b" in chooser.requests[-1].prompt


def test_the_kept_subset_must_fit_the_total(tmp_path: Path) -> None:
    """Keeping all three (6 Might) breaks the requirement: refused (355.11.b)."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri], [left, right, ahri])
    game.play(spell, chooser=chooser, pay=False, resolve=False)
    give_might(game.state, right.oid, 2, by=1)
    with pytest.raises(IllegalChoice, match="355.11.b"):
        game.resolve_top()


def test_a_group_still_within_its_total_is_not_asked_again(tmp_path: Path) -> None:
    """Nothing changed: all three die without a second question."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri])
    game.play(spell, chooser=chooser, pay=False)
    assert {left.zone, right.zone, ahri.zone} == {Zone.TRASH}
    assert len(chooser.requests) == 1
