"""Self-play (riftc.selfplay, `riftc simulate`): batches of whole games end without crashes or broken
invariants, deck lists are read, and the same unit of work runs on a Dask cluster when the extra is there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftc import pipeline
from riftc.cli.main import main
from riftc.selfplay.batch import jobs, run_batch
from riftc.selfplay.decks import Pool, random_deck, resolve
from riftc.sources.decklists import DeckListError, parse_decklists
from riftc.runtime import deck_problems

PROJECT = Path(__file__).resolve().parent.parent
CORPUS = PROJECT.parent / "shared" / "corpus" / "cards.jsonl"


def _pool(path: Path) -> Pool:
    run = pipeline.compile_paths([path])
    return Pool(tuple(r.definition for r in run.results if r.compiled))  # type: ignore[misc]


@pytest.fixture(scope="module")
def reference_pool() -> Pool:
    return _pool(PROJECT / "cards")


def test_twenty_games_on_the_reference_cards(reference_pool: Pool) -> None:
    summary = run_batch(jobs(reference_pool, 20, seed=1))
    report = summary.as_json()
    assert report["games"] == 20 and report["crashes"] == 0 and report["invariant_failures"] == 0, report
    assert report["completed"] >= 15 and report["distinct_cards_played"] > 10


@pytest.mark.skipif(not CORPUS.exists(), reason="the official card pool is not in ../shared/corpus")
def test_a_batch_on_the_official_pool() -> None:
    summary = run_batch(jobs(_pool(CORPUS), 10, seed=1))
    report = summary.as_json()
    assert report["crashes"] == 0 and report["invariant_failures"] == 0, report
    assert report["completed"] >= 8


def test_the_same_seed_plays_the_same_game(reference_pool: Pool) -> None:
    first, second = (run_batch(jobs(reference_pool, 2, seed=40)).as_json() for _ in range(2))
    assert first["turns"] == second["turns"] and first["winners"] == second["winners"]


def test_modes_for_more_players_play_through(reference_pool: Pool) -> None:
    for mode in ("ffa3", "2v2"):
        report = run_batch(jobs(reference_pool, 2, seed=3, mode=mode)).as_json()
        assert report["crashes"] == 0 and report["invariant_failures"] == 0, report


def test_random_decks_follow_deck_construction_where_the_pool_allows(reference_pool: Pool) -> None:
    import random
    built = random_deck(reference_pool, random.Random(1))
    problems = deck_problems(built)
    assert len(built.main) + (built.champion is not None) == 40 and len(built.runes) == 12  # 103.2, 103.3.a
    assert not any("103.2.b" in p or "(103.3.a)" in p for p in problems)  # copies and the rune deck hold


DECKS = """\
deck: Poros   # a comment
main:
20 Stalwart Poro
20 OGN-004
runes:
12 Fury Rune
"""


def test_deck_lists_name_cards_by_id_or_name(reference_pool: Pool) -> None:
    (decklist,) = parse_decklists(DECKS)
    deck = resolve(decklist, reference_pool)
    assert len(deck.main) == 40 and {c.name for c in deck.main} == {"Stalwart Poro", "Cleave"}
    assert len(deck.runes) == 12
    with pytest.raises(DeckListError, match=":2: "):
        parse_decklists("deck: x\nmain\n")
    with pytest.raises(DeckListError, match="no compiled card"):
        resolve(parse_decklists("deck: x\nmain:\n2 Nobody\n")[0], reference_pool)


def test_simulate_command_reports_json(tmp_path: Path) -> None:
    decks = tmp_path / "decks.txt"
    decks.write_text(DECKS)
    result = CliRunner().invoke(main, ["simulate", str(PROJECT / "cards"), "--games", "3", "--seed", "2",
                                       "--decks", str(decks), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    for key in ("games", "completed", "crashes", "invariant_failures", "distinct_cards_played", "cards_left_out"):
        assert isinstance(report[key], int), key
    assert isinstance(report["games_per_second"], float) and report["games"] == 3
    assert isinstance(report["unfinished_seeds"], list)


def test_simulate_on_a_local_dask_cluster(reference_pool: Pool) -> None:
    distributed = pytest.importorskip("distributed", reason="the [cluster] extra (dask distributed) is not installed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        report = run_batch(jobs(reference_pool, 3, seed=5), cluster=cluster.scheduler_address).as_json()
    assert report["games"] == 3 and report["crashes"] == 0
