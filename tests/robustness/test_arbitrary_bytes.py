"""Property tests (hypothesis, bounded): the set-file reader, the JSONL reader and the scenario reader turn
any bytes into cards and located diagnostics, never an exception (issue 16, "what must hold" 6).

Each test draws both raw bytes and lines built from the formats' own words (so the readers get past
their first check), with numbers small and huge. ``derandomize`` keeps CI deterministic and
``database=None`` keeps no database of examples (hypothesis's own cache, ``.hypothesis/``, is
ignored by git through the ``.gitignore`` it writes there).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftc.errors import format_diagnostic
from riftc.scenarios import read_scenario_file
from riftc.sources import read_sources
from riftc.sources.cardjson import card_to_json

BOUNDED = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

HUGE = 10 ** 200  # stands for a number of 5,000 digits, past Python's limit for int("…") (see _number_text)
NUMBERS = st.one_of(st.integers(-3, 20), st.integers(900, 1100), st.just(10 ** 30), st.just(HUGE))
WORDS = st.sampled_from(["Draw", "Deal", "to", "a", "unit", "[R]", "[M]", "(copies", ")", ",", ":", "|", "\x1b[31m",
                         "\u202e", "\t", "\r", "\"", "[", "{", "é", "—", "\ufeff"])


def _number_text(number: int) -> str:
    return "9" * 5000 if number == HUGE else str(number)


PHRASE = st.lists(st.one_of(WORDS, NUMBERS.map(_number_text), st.text(max_size=8)), max_size=6).map(" ".join)

SET_LINES = st.one_of(
    st.sampled_from(["set TST Test Set", "set tst lower", "set", "", "# comment", "card TST-001 Poro", "card TST-001",
                     "card OGN-2 Other", "type: Unit", "type: Spell", "type: none", "type: Foo", "supertype: Token",
                     "tags: A, A", "domains: Fury, Purple", "rarity: Common", "text:", "effect:", "errata text:",
                     "errata: 2025-10-28 Doc <https://x>", "errata: 2025-13-40 Doc <x y>", "|", " indented"]),
    PHRASE.map(lambda words: f"| {words}"),
    st.tuples(st.sampled_from(["might", "cost", "might bonus", "tags", "domains", "cost"]), PHRASE,
              ).map(lambda pair: f"{pair[0]}: {pair[1]}"),
    NUMBERS.map(lambda n: f"cost: {_number_text(n)} [R][G]"),
    NUMBERS.map(lambda n: f"might bonus: +{_number_text(n)}"),
    st.text(max_size=30),
)

JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), NUMBERS, st.floats(allow_nan=True), st.text(max_size=12), WORDS),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=8)
RECORD_KEYS = ["id", "set", "set_name", "name", "type", "supertype", "tags", "domains", "energy", "power", "might",
               "might_bonus", "text", "effect_text", "rarity", "errata", "errata_text"]
GOOD_RECORD = {"id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": "T", "type": "Unit", "supertype": None,
               "tags": [], "domains": ["Calm"], "energy": 3, "power": 1, "might": 2, "text": "Draw 1.",
               "effect_text": None, "rarity": "Common"}
JSON_LINES = st.one_of(
    st.dictionaries(st.sampled_from(RECORD_KEYS), JSON_VALUES, max_size=6).map(
        lambda changes: json.dumps({**GOOD_RECORD, **changes}, ensure_ascii=False)),
    JSON_VALUES.map(json.dumps),
    st.sampled_from(["[" * 5000, '{"a":' * 3000, "{", "", "  ", '{"id": 1e999}', "NaN", '{"energy": ' + "9" * 5000 + "}",
                     json.dumps(GOOD_RECORD).replace('"might": 2', '"might": ' + "9" * 5000)]),
    st.text(max_size=40),
)

SCENARIO_LINES = st.one_of(
    st.sampled_from(["scenario: s", "scenario:", "rule: 703", "ruling: x", "sets: nowhere", "unit Poro might 1",
                     "card TST-001 Poro", "type: Unit", "", "# c", "expect Poro might 1", "expect P1 hand 0",
                     "end turn", "P1 runes: 3 [R]", "P3 base: Poro", "expect error \"x\"", "\"unclosed"]),
    st.tuples(st.sampled_from(["P1 base: Poro", "P1 deck: Poro", "P2 hand: Poro"]),
              st.sampled_from(["copies", "buffs", "damage", "might", "empowered", "nonsense"]), NUMBERS).map(
        lambda t: f"{t[0]} ({t[1]} {_number_text(t[2])})"),
    NUMBERS.map(lambda n: f"P1 battlefield {_number_text(n)}: Poro"),
    NUMBERS.map(lambda n: f"P2 controls: battlefield {_number_text(n)}"),
    st.tuples(st.sampled_from(["draw", "deal", "move Poro to battlefield", "activate Poro ability",
                               "expect Poro in battlefield", "expect P1 deck"]), NUMBERS).map(
        lambda t: f"{t[0]} {_number_text(t[1])}" + (" to Poro" if t[0] == "deal" else "")),
    PHRASE,
)


def _text(lines: list[str]) -> bytes:
    return "\n".join(lines).encode("utf-8", "surrogatepass")


def _contents(lines: st.SearchStrategy[str]) -> st.SearchStrategy[bytes]:
    return st.one_of(st.binary(max_size=400), st.lists(lines, max_size=14).map(_text))


def _assert_located(diagnostics, path: str, lines: int) -> None:
    """Every diagnostic points into the file (or at 1:1 for the file as a whole) and can be printed."""
    for diagnostic in diagnostics:
        where = diagnostic.location
        assert where.path == path
        assert 1 <= where.line <= max(1, lines + 1) and where.column >= 1, diagnostic
        assert diagnostic.message
        shown = format_diagnostic(diagnostic)
        assert "\x1b" not in shown and "\u202e" not in shown


def _read(name: str, data: bytes):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        return str(path), read_sources([path])


@BOUNDED
@given(_contents(SET_LINES))
def test_the_set_reader_survives_any_bytes(data: bytes) -> None:
    path, result = _read("fuzz.rift", data)
    _assert_located(result.diagnostics, path, data.count(b"\n") + 1)
    assert result.cards or result.diagnostics  # no card is an error too
    for card in result.cards:
        assert card_to_json(card)["id"] == card.id


@BOUNDED
@given(_contents(JSON_LINES))
def test_the_jsonl_reader_survives_any_bytes(data: bytes) -> None:
    path, result = _read("fuzz.jsonl", data)
    _assert_located(result.diagnostics, path, data.count(b"\n") + 1)
    assert result.cards or result.diagnostics
    for card in result.cards:  # what is read can be written again
        json.dumps(card_to_json(card), ensure_ascii=False).encode("utf-8")


@BOUNDED
@given(_contents(SCENARIO_LINES))
def test_the_scenario_reader_survives_any_bytes(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.scn"
        path.write_bytes(data)
        source = read_scenario_file(path)
    lines = data.count(b"\n") + 1
    _assert_located(source.diagnostics, str(path), lines)
    for scenario in source.scenarios:
        _assert_located(scenario.diagnostics, str(path), lines)
        assert sum(placement.copies for placement in scenario.placements) <= 1000 or scenario.diagnostics
