"""The card grammar's LALR(1) parse tables as plain JSON data, generated and shipped with the package.

Lark's LALR analysis of the card grammar is ~150 s of CPU (``compute_lalr``, mostly
``compute_includes_lookback``). Its result depends on the grammar text alone, so it is computed once by
``python -m riftc.syntax.tables`` and checked in as ``riftc/syntax/parse_tables.json``, like the
generated registry. A new install then builds its parser from that file in about a second
(``parser_cache.cached_lark``): no LALR analysis, and nothing read from the file can run code
(``json.loads`` and lark's ``_load_from_dict`` make plain objects; no pickle).

The file records the SHA-256 of what shapes the tables (``tables_digest``: the joined grammar text,
the parser options that reach the analysis, the file format). A grammar that no longer matches is
simply not served from the file: the parser is built by lark, saying so on standard error, and
``tests/test_parse_tables.py`` fails until the file is regenerated. ``--check`` exits 1 when the file
is stale; ``--verify`` recomputes the tables and compares them byte for byte (slow; CI runs it).

Layout (one state, token set or rule per line, so a regeneration diffs readably): lark's own
serialised parser (``Lark.memo_serialize``), except that its table of ~730 000 actions is stored as
rows of ``[action, token set, action, token set, ...]`` per state, where a token set indexes
``token_sets`` (states share ~1,600 distinct ones) and an action is ``2*state`` for a shift and
``2*rule+1`` for a reduction by memo rule ``rule``; and the symbols and options of the ~7,000 rules
are spelled once, in ``shared``. That makes the file ~2.8 MB instead of ~10 MB. States and tokens are
numbered canonically (``_canonical_numbering``), so the same tables always give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from collections import defaultdict, deque
from copy import copy
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import ContextualLexer, TerminalDef

TABLES_PATH = Path(__file__).with_name("parse_tables.json")
# Bump when the layout below changes: an old file then no longer matches any grammar.
TABLES_FORMAT = 1
# The options riftc parses with and that shape the tables (lark's ``strict`` adds checks, not changes).
_TABLE_OPTIONS = ("parser", "lexer", "maybe_placeholders", "keep_all_tokens", "start", "priority", "ambiguity")
# Options lark lets a loaded parser take from the caller instead of the stored data (lark.lark._LOAD_ALLOWED_OPTIONS).
_CALLER_OPTIONS = frozenset({"postlex", "transformer", "lexer_callbacks", "use_bytes", "debug", "g_regex_flags",
                             "regex", "propagate_positions", "tree_class", "_plugins", "cache", "strict"})


def tables_digest(grammar_text: str, options: dict[str, Any]) -> str:
    """A hash of everything the parse tables are a function of: a change to any means other tables."""
    shaping = sorted((name, repr(value)) for name, value in options.items() if name in _TABLE_OPTIONS)
    text = "\0".join([grammar_text, repr(shaping), str(TABLES_FORMAT)])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _canonical_numbering(states: dict[int, dict[int, tuple[int, Any]]], roots: list[int],
                         token_names: dict[int, str]) -> dict[int, int]:
    """A new number for every state: breadth first from ``roots``, following shifts in token-name order
    (states nothing leads to, if any, come last in lark's order)."""
    number: dict[int, int] = {}
    queue = deque(roots)
    while queue:
        state = queue.popleft()
        if state in number:
            continue
        number[state] = len(number)
        actions = states[state]
        for token in sorted(actions, key=token_names.__getitem__):
            kind, argument = actions[token]
            if kind == 0 and argument not in number:
                queue.append(argument)
    for state in states:
        number.setdefault(state, len(number))
    return number


def _encode_action(action: tuple[int, Any]) -> int:
    kind, argument = action
    return 2 * argument if kind == 0 else 2 * argument["@"] + 1


def tables_json(parser: Lark, digest: str, strict: bool) -> str:
    """The file's text for a parser lark built: its serialised form with the action table compacted."""
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    if sorted(memo) != list(range(len(memo))):
        raise ValueError("lark's memo is not numbered 0..n-1; the table layout needs updating")
    data["options"] = {name: value for name, value in data["options"].items() if name not in _CALLER_OPTIONS}
    frontend = dict(data["parser"])
    table = frontend.pop("parser")
    # Lark numbers states and tokens in the order its sets give them, which changes from one build to
    # the next; numbered canonically (tokens by name, states in the order a walk from the start state
    # meets them), equal tables give the same file.
    tokens = sorted(table["tokens"].values())
    token_index = {name: index for index, name in enumerate(tokens)}
    names = table["tokens"]
    number = _canonical_numbering(table["states"], [*table["start_states"].values(), *table["end_states"].values()],
                                  names)
    token_sets: dict[tuple[int, ...], int] = {}
    rows: list[list[int]] = [[] for _state in number]
    for state in sorted(table["states"], key=number.__getitem__):
        actions = table["states"][state]
        by_action: dict[int, list[int]] = defaultdict(list)
        for token, (kind, argument) in actions.items():
            by_action[_encode_action((kind, number[argument] if kind == 0 else argument))].append(token_index[names[token]])
        row = []
        for action, members in sorted(by_action.items()):
            row += [action, token_sets.setdefault(tuple(sorted(members)), len(token_sets))]
        rows[number[state]] = row
    table = dict(table, start_states={name: number[state] for name, state in table["start_states"].items()},
                 end_states={name: number[state] for name, state in table["end_states"].items()})
    shared: dict[str, int] = {}  # a rule's symbols and options, each spelled once (7,000 rules share ~1,500)
    rules_memo = [_share_rule_parts(memo[index], shared) for index in range(len(memo))]
    header = {
        "about": "LALR(1) parse tables of grammar/*.lark, made by `python -m riftc.syntax.tables`; do not edit",
        "format": TABLES_FORMAT,
        "grammar_sha256": digest,
        "made_with": {"lark": lark.__version__, "python": "%d.%d" % sys.version_info[:2]},
        "strict": strict,
        "options": data["options"],
        "frontend": frontend,
        "start_states": table["start_states"],
        "end_states": table["end_states"],
        "tokens": tokens,
    }
    dump = lambda value: json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))  # noqa: E731
    lines = [dump(header)[:-1] + ","]  # the header's fields, then the long lists one entry a line
    for name, entries in (("rules", data["rules"]), ("shared", [json.loads(text) for text in shared]),
                          ("memo", rules_memo),
                          ("token_sets", [list(key) for key in token_sets]), ("states", rows)):
        body = ",\n".join(dump(entry) for entry in entries)
        lines.append(f'"{name}":[\n{body}\n]' + ("}" if name == "states" else ","))
    return "\n".join(lines) + "\n"


# The fields of a serialised ``lark.grammar.Rule`` that hold a symbol, a list of symbols or the options.
_RULE_PARTS = (("origin", False), ("expansion", True), ("options", False))


def _share_rule_parts(entry: dict[str, Any], shared: dict[str, int]) -> dict[str, Any]:
    """A memo entry with a rule's symbols and options replaced by their index in ``shared``."""
    if entry.get("__type__") != "Rule":
        return entry
    def index(part: Any) -> int:
        return shared.setdefault(json.dumps(part, sort_keys=True, separators=(",", ":")), len(shared))
    entry = dict(entry)
    for field, is_list in _RULE_PARTS:
        entry[field] = [index(part) for part in entry[field]] if is_list else index(entry[field])
    return entry


def _restore_rule_parts(entry: dict[str, Any], shared: list[Any]) -> dict[str, Any]:
    """The inverse of ``_share_rule_parts``; a rule's ``empty_indices`` become a tuple again, as lark made it."""
    if entry.get("__type__") != "Rule":
        return entry
    for field, is_list in _RULE_PARTS:
        entry[field] = [shared[part] for part in entry[field]] if is_list else shared[entry[field]]
    options = dict(entry["options"])
    if isinstance(options.get("empty_indices"), list):
        options["empty_indices"] = tuple(options["empty_indices"])
    entry["options"] = options
    return entry


def _header(path: Path) -> dict[str, Any]:
    """The fields on a tables file's first line ({} for a missing file or one that is not a tables file)."""
    try:
        with path.open("rb") as stream:
            first = stream.readline(1 << 20).decode("utf-8")
        header = json.loads(first.rstrip().rstrip(",") + "}")
    except (OSError, ValueError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return {}
    return header if isinstance(header, dict) and header.get("format") == TABLES_FORMAT else {}


def stored_digest(path: Path = TABLES_PATH) -> str | None:
    """The grammar digest a tables file was made for (read from its first line), or None without one."""
    return _header(path).get("grammar_sha256")


def shipped_tables_are_strict(path: Path = TABLES_PATH) -> bool:
    """Whether the tables file was made by lark's strict build (no conflicts resolved by guessing)."""
    return _header(path).get("strict") is True


def load_tables(path: Path, digest: str, **caller_options: Any) -> Lark | None:
    """The parser made from the tables at ``path`` when they were made for ``digest``, else None.

    ``caller_options`` are the options lark takes at load time (``propagate_positions`` ...). Any
    problem (missing file, another grammar, a layout this lark does not read) gives None, and the
    caller builds the parser with lark instead.
    """
    if stored_digest(path) != digest:
        return None
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        token_sets = stored["token_sets"]
        states = {}
        for state, row in enumerate(stored["states"]):
            actions = {}
            for position in range(0, len(row), 2):
                action = row[position]
                value = (1, {"@": action >> 1}) if action & 1 else (0, action >> 1)
                for token in token_sets[row[position + 1]]:
                    actions[token] = value
            states[state] = actions
        frontend = dict(stored["frontend"])
        frontend["parser"] = {"tokens": stored["tokens"], "states": states,
                              "start_states": stored["start_states"], "end_states": stored["end_states"]}
        data = {"parser": frontend, "rules": stored["rules"], "options": stored["options"], "__type__": "Lark"}
        memo = {index: _restore_rule_parts(entry, stored["shared"]) for index, entry in enumerate(stored["memo"])}
        options = {name: value for name, value in caller_options.items() if name in _CALLER_OPTIONS - {"cache", "strict"}}
        return Lark._load_from_dict(data, memo, **options)
    except Exception:  # noqa: BLE001 - e.g. a lark whose serialised layout differs: build with lark instead
        return None


def check_terminal_collisions(parser: Lark) -> None:
    """Lark's strict lexer check, run on a parser loaded from tables: two terminals that a state's lexer
    may try on the same text (same priority) raise ``LexError``, as in ``Lark(..., strict=True)``.

    It builds the per-state lexers the way lark's contextual frontend does (one per set of terminals
    a state accepts), with validation on; needs ``interegular`` (the test extra), as lark's own check does.
    """
    conf = copy(parser.lexer_conf)
    conf.strict, conf.skip_validation = True, False
    table = parser.parser.parser._parse_table
    states = {index: list(actions) for index, actions in table.states.items()}
    postlex = parser.options.postlex
    ContextualLexer(conf, states, always_accept=postlex.always_accept if postlex else ())


def build_with_lark(grammar_text: str, strict: bool, **options: Any) -> Lark:
    """The parser as lark builds it from the grammar, LALR analysis included (minutes), said on stderr."""
    say(f"riftc: computing the LALR tables of the grammar with lark (about 2-3 minutes of CPU; "
        f"{'strict' if strict else 'once per grammar version'}) ...")
    started = time.monotonic()
    parser = Lark(grammar_text, strict=strict, **options)
    say(f"riftc: LALR tables computed in {time.monotonic() - started:.0f} s")
    return parser


def say(message: str) -> None:
    """A status line on standard error (flushed, as a long step follows)."""
    print(message, file=sys.stderr, flush=True)


def _deterministic() -> None:
    """Re-run this command with string hashing fixed: lark numbers the LALR states in set order, which
    follows ``hash(str)``, so only a fixed seed makes the file the same bytes on every regeneration."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        import subprocess

        environment = dict(os.environ, PYTHONHASHSEED="0")
        sys.exit(subprocess.call([sys.executable, "-m", "riftc.syntax.tables", *sys.argv[1:]], env=environment))


def main(argv: list[str] | None = None) -> int:
    """``python -m riftc.syntax.tables [--check | --verify] [--out FILE]``."""
    import argparse

    from riftc.syntax.grammar import PARSER_OPTIONS, grammar_text

    arguments = argparse.ArgumentParser(
        prog="python -m riftc.syntax.tables",
        description="Write the card grammar's LALR parse tables (riftc/syntax/parse_tables.json), computed "
                    "with lark in strict mode (no conflicts, no colliding terminals).")
    arguments.add_argument("--check", action="store_true",
                           help="exit 1 if the file was not made for the current grammar (fast)")
    arguments.add_argument("--verify", action="store_true",
                           help="recompute the tables and exit 1 unless the file has exactly those bytes (minutes)")
    arguments.add_argument("--out", type=Path, default=TABLES_PATH, help="the file to write or check")
    parsed = arguments.parse_args(argv)
    digest = tables_digest(grammar_text(), PARSER_OPTIONS)
    if parsed.check:
        if stored_digest(parsed.out) == digest:
            return 0
        say(f"{parsed.out} was not made for the current grammar; run `python -m riftc.syntax.tables`")
        return 1
    _deterministic()
    text = tables_json(build_with_lark(grammar_text(), True, **PARSER_OPTIONS), digest, strict=True)
    if parsed.verify:
        same = parsed.out.is_file() and parsed.out.read_text(encoding="utf-8") == text
        if not same:
            say(f"{parsed.out} differs from the tables lark computes now; run `python -m riftc.syntax.tables`")
        return 0 if same else 1
    from riftc.atomic import write_bytes_atomic

    write_bytes_atomic(parsed.out, text.encode("utf-8"))
    say(f"wrote {parsed.out} ({len(text) // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
