"""``riftc exercise`` (issue 13, "each card runs"): every card that compiles is used on a board built for
it, each ability once per mode, with the runtime's invariants checked after every event."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from corpus_paths import REFERENCE_CARDS, corpus_jsonl
from riftc.cli import main
from riftc.exercise import InvariantBroken, exercise_card, exercise_paths
from riftc.exercise.uses import described_tokens
from riftc.exercise.invariants import CheckedLog
from riftc.pipeline import compile_card
from riftc.runtime import CardDef, Game, Zone, buff
from riftc.sources import read_set_file, read_sources

HEADER = "set TST Test\n\n"


def _card(tmp_path: Path, text: str) -> CardDef:
    """A one-Energy Fury spell with ``text``, read from a set file and compiled."""
    lines = "\n".join(f"| {line}" for line in text.splitlines())
    path = tmp_path / "trial.rift"
    path.write_text(f"{HEADER}card TST-001 Trial\ntype: Spell\ndomains: Fury\ncost: 1\ntext:\n{lines}\n")
    result = compile_card(read_set_file(path).cards[0])
    assert result.compiled and isinstance(result.definition, CardDef), result.diagnostics
    return result.definition


def test_every_reference_card_is_exercised() -> None:
    report = exercise_paths([REFERENCE_CARDS])
    assert report.cards == len(read_sources([REFERENCE_CARDS]).cards)
    assert (report.exercised, report.failures) == (report.cards, ())


def test_the_pool_is_exercised_without_a_crash_or_a_broken_invariant() -> None:
    report = exercise_paths([corpus_jsonl()])
    broken = [f for f in report.failures if not f.message.startswith("refused in every situation")]
    assert not broken, "\n".join(f"{f.id} {f.name} {f.ability}: {f.message}" for f in broken)
    # Every card that compiles finds a situation where each of its abilities can be used.
    assert report.failures == ()
    assert report.cards == report.exercised + report.not_compiled


def test_a_token_a_card_describes_is_on_its_board(tmp_path: Path) -> None:
    # Zed, Without a Sound (VEN-112) plays Shadow Clones, which no token card defines, and moves with
    # one: the exerciser puts the token his text describes on the board (187).
    path = tmp_path / "zed.rift"
    path.write_text(f"""{HEADER}card TST-112 Zed
type: Unit
domains: Chaos
cost: 3
might: 3
text:
| When I conquer, play a 0 [M] Shadow Clone unit token to your base.
| [Action][>] [1][P]: Move me and a Shadow Clone you control to each other's locations.
""")
    result = compile_card(read_set_file(path).cards[0])
    assert isinstance(result.definition, CardDef), result.diagnostics
    (clone,) = described_tokens([result.definition], {})
    assert (clone.name, clone.might, clone.supertype) == ("Shadow Clone", 0, "Token")
    assert exercise_card(result.definition, (clone,)) == []


def test_each_mode_of_a_choose_one_is_used_and_a_refused_one_is_reported_with_its_mode(tmp_path: Path) -> None:
    # Nothing on the exercise board is a Dragon, so only the second mode can never be used.
    card = _card(tmp_path, "Choose one —\n• Draw 1.\n• Kill an enemy Dragon.")
    failures = exercise_card(card)
    assert [(f.ability, f.message) for f in failures] == [
        ("play (mode 2 of 2)", "refused in every situation: Trial has no legal targets (355.8)")]


def test_a_use_refused_on_the_plain_board_is_tried_in_other_situations(tmp_path: Path) -> None:
    # "Counter a spell" needs a spell on the chain; "Stun an attacking unit" needs a combat.
    assert exercise_card(_card(tmp_path, "[Reaction] (Play any time, even before spells and abilities resolve.)\n"
                                         "Counter a spell.")) == []
    assert exercise_card(_card(tmp_path, "Stun an attacking unit.")) == []


def test_a_broken_invariant_is_reported_with_the_event_after_which_it_broke() -> None:
    game = Game()
    game.state.log = CheckedLog(game)
    unit = game.add(CardDef(id="T-1", name="Poro", type="Unit", might=1), 0, Zone.BASE)
    game.state.player(0).zone(Zone.HAND).append(unit.oid)  # listed in hand as well as in base
    with pytest.raises(InvariantBroken, match=r'after "Poro gets a buff.*in 2 zones at once \(119\)'):
        buff(game.state, unit.oid, by=0)


def test_cli_reports_json_and_exit_status(tmp_path: Path) -> None:
    good = CliRunner().invoke(main, ["exercise", str(REFERENCE_CARDS), "--json"])
    data = json.loads(good.stdout)
    assert good.exit_code == 0, good.output
    assert set(data) == {"cards", "exercised", "failed", "not_compiled", "failures", "read_errors", "messages",
                         "exit_status"}
    assert data["cards"] == data["exercised"] and data["failures"] == []

    broken = tmp_path / "broken.rift"
    broken.write_text(f"{HEADER}card TST-001 Trial\ntype: Spell\ndomains: Fury\ncost: 1\ntext:\n| Frobnicate a unit.\n")
    result = CliRunner().invoke(main, ["exercise", str(broken), "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["not_compiled"] == 1

    missing = CliRunner().invoke(main, ["exercise", str(tmp_path / "missing.rift")])
    assert missing.exit_code == 2


@pytest.mark.parametrize("text", ["Draw 1.", "Deal 3 to a unit at a battlefield."])
def test_text_output_counts_cards(tmp_path: Path, text: str) -> None:
    path = tmp_path / "one.rift"
    path.write_text(f"{HEADER}card TST-001 Trial\ntype: Spell\ndomains: Fury\ncost: 1\ntext:\n| {text}\n")
    result = CliRunner().invoke(main, ["exercise", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().endswith("1 of 1 cards exercised (0 failed, 0 not compiled)")
