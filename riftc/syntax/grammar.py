"""Parsing stage: the one Lark LALR parser for card text, and syntax errors in words."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from lark import Lark, Tree
from lark.exceptions import GrammarError, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import PatternStr
from lark.parsers.lalr_analysis import Shift

from riftc.syntax.keywords import AMOUNT_VERBS, NUMBER_WORDS
from riftc.syntax.lexer_dispatch import install_first_char_dispatch
from riftc.syntax.parser_cache import cached_lark
from riftc.syntax.positions import install_positions
from riftc.syntax.tables import (TABLES_PATH, build_with_lark, check_terminal_collisions, load_tables,
                                 shipped_tables_are_strict, stored_digest, tables_digest)

# The grammar is one file per section in grammar/ (riftc/grammar/ in an installed package), joined in
# this order into one grammar text: a rule or terminal of one file may use those of any other (lark's
# ``%import`` would rename them, so the files are not imported but joined). Every file must be there.
GRAMMAR_FILES: tuple[str, ...] = (
    "lines.lark",
    "abilities.lark",
    "triggers.lark",
    "statements.lark",
    "conditions.lark",
    "effects.lark",
    "instructions.lark",
    "players.lark",
    "replacements.lark",
    "costs.lark",
    "targets.lark",
    "selectors.lark",
    "amounts.lark",
    "keywords.lark",
)

# How named terminals read in an error message ("expected a number"); string literals speak for themselves.
TERMINAL_WORDS: dict[str, str] = {
    "INT": "a number",
    "SIGNED_INT": 'a Might change such as "+2"',
    "KEYWORD_NAME": "a keyword such as [Accelerate]",
    "MANA_SYMBOL": "an energy or power symbol such as [1] or [R]",
    "MIGHT_SYMBOL": '"[M]"',
    "EXHAUST_SYMBOL": '"[E]"',
    "LINK": '"[>]" or "—"',
    "NESTED": '"[>>]"',
    "BUFF_VERB": '"buff"',
    "STUN_VERB": '"stun"',
    "EQUIP_VERB": '"[Equip]"',
    "PREDICT_VERB": '"[Predict]"',
    "ADD_VERB": '"[Add]"',
    "SELF_WORD": '"I", "me" or "this"',
    "BE_SUBJECT": '"I\'m", "it\'s", "they\'re" or "we\'re"',
    "BACK_REF": '"it", "them" or "they"',
    "OTHER": '"other"',
    "ANOTHER": '"another"',
    "CONTROLLER": '"friendly" or "enemy"',
    "UNIT_STATE": 'a state such as "ready" or "exhausted"',
    "ARTICLE": '"a" or "an"',
    "UP_TO": '"up to"',
    "ONE_WORD": '"one"',
    "NUMBER_WORD": 'a number word such as "two"',
    "SINGULAR_NOUN": 'a kind of object such as "unit" or "spell"',
    "PLURAL_NOUN": 'a kind of objects such as "units" or "spells"',
    "GEAR_NOUN": '"gear"',
    "_HERE": '"here"',
    "LOCATION_PREP": '"at" or "in"',
    "POSSESSIVE": '"your", "their" or "its"',
    "ZONE_NAME": '"base", "trash" or "hand"',
    "THAT": '"that"',
    "THOSE": '"those"',
    "EACH_WORD": '"each"',
    "ALL_WORD": '"all"',
    "EACH": '"each"',
    "ANY_NUMBER": '"any number of"',
    "COMPARATIVE": '"less", "more" or "fewer"',
    "PLACE_STATE": '"open" or "occupied"',
    "_MAIN_DECK": '"Main Deck"',
    "PHASE": 'a phase such as "Beginning Phase", or "turn"',
    "BOUNDARY": '"start" or "end"',
    "EVENT_VERB": 'an event such as "attack" or "conquer"',
    "STATUS_WORD": '"Empowered" or "Mighty"',
    "XP_THRESHOLD": 'an amount such as "6+"',
    "WHICH_COST": '"the cost" or "either cost"',
    "TOKEN_NOUN": '"unit token" or "gear token"',
    "NAME": "a name (a tag or a token name)",
    "HAVE": '"have" or "has"',
    "ENTER": '"enter" or "enters"',
    "COST_VERB": '"cost" or "costs"',
    "LESS": '"less"',
    "ORDER_WORD": '"first" or "last"',
    "ROLE": '"attacker" or "defender"',
    "DONT": '"don\'t" or "doesn\'t"',
    "DURATION": '"this turn" or "this combat"',
    "XP": '"XP"',
    "EFFECT_WORD": '"effect"',
    "DAMAGE_WORD": '"damage"',
    "ACTION_TIMING": '"Play on your turn or in showdowns"',
    "REACTION_TIMING": '"Play any time, even before spells and abilities resolve"',
    "THE_SPELLS": '"this spell\'s"',
    "ADDITIONAL_COST": '"the additional cost"',
    "YOU_MAY": '"you may"',
    "_COMMA_THEN": '", then"',
    "_AND_TOTAL": '"and" before "a total"',
    "_OR_USE": '"or" before "use"',
    "_OR_THATS": '"or" before "that\'s"',
    "WITH_SPELL_OR_ABILITY": '"with a spell or ability"',
    "_YOUR_DECK": '"your deck"',
    "_STOP": 'a full stop "."',
    "_NL": "a new line",
    "_BULLET": 'a new line with a mode "•"',
    "POINT_WORD": '"point" or "points"',
    "CHOOSE_ONE": '"choose one"',
    "ACTION_EVENT_VERB": 'an action such as "buff" or "choose"',
    "MY": '"my"',
    "THEN": '"then"',
    "PAST_ACTION": 'a past action such as "killed"',
    "_THIS_WAY": '"this way"',
    "_READY": '"ready"',
    "ORDINAL": '"first", "second", "third" or "next"',
    "EACH_TURN": '"each turn" or "in a turn"',
    "PLAYER_NOUN": '"player" or "opponent"',
    "PLAYER_QUANTITY": '"a", "an", "each", "another" or "any" before a player',
    "RELATED_PLAYER": '"its controller" or "its owner"',
    "RELATED_PLAYERS": '"their owners"',
    "AND_PLAYER": 'the word "and" before a player who does the next instruction',
    "OPPONENTS_POSSESSIVE": '"opponents\'"',
    "_COMMA_STEP": '"," before a player\'s next step',
    "_ON_TOP_OR_BOTTOM": '"on the top or bottom of"',
    "THEY": '"they"',
    "_THEY_CONTROL": '"they control"',
    "NOT": '"not"',
    "HOLDING": '"holding" or "conquering"',
    "OPTION_NAME": 'a named option such as "Cards"',
    "THIS_ABILITYS": '"this ability\'s"',
    "_OTHER_THAN": '"other than"',
    "STILL_WORDS": '"you must", "you still" or "you must still"',
    "THIS_ABILITY": '"this ability"',
    "ONCE_PER_TURN": '"once per turn" or "once each turn"',
    "_SPEND_THIS_ENERGY_ONLY": '"Spend this Energy only"',
    "_OPTIONAL_COSTS": '"optional additional costs you pay"',
    "YOUR_NEXT": '"your next"',
    "BARE_KEYWORD": 'a keyword without brackets such as "Ganking"',
    "BE_VERB": '"is" or "are" before "reduced"',
    "THIS_IS": '"this is"',
    "MIGHT_WORD": '"Might" or "base Might"',
    "ENERGY_WORD": '"Energy"',
    "OWN_MIGHT": '"my Might" or "its Might"',
    "NO_MORE_THAN": '"no more than"',
    "_THAT_MUCH": '"that much"',
    "HAD": '"had"',
    "EXACTLY": '"exactly"',
    "DEAL_VERB": '"deal" or "deals"',
    "_BONUS_DAMAGE": '"Bonus Damage"',
    "YOU_HAVE_SPENT": '"you\'ve spent"',
    "_AT_LEAST": '"at least"',
    "_AND_BOUND": '"and" before "no more than"',
    "COST_KIND": '"Energy", "Power" or "base" before "cost"',
    "MIGHT_IS": '"my Might is"',
    "DEALER_DEALS": '"it deals"',
    "DEALERS_DEAL": '"they deal"',
    "_ANY_AMOUNT": '"any amount of"',
    "CONTROL_CHANGE": '"take control", "gain control" or "lose control"',
    "AT_END_OF_TURN": '"at end of turn"',
    "_THAT_WOULD": '"that would"',
    "COPY_STATE": '"am a copy of" or "is a copy of"',
    "DAMAGE_SOURCE": '"spell and ability"',
    "_SPELLS_AND_ABILITIES": '"spells and abilities"',
    "_THIS_ISNT": '"this isn\'t"',
    "EFFECT_KIND": '"effect" or "play effect"',
    "_APOSTROPHE": "an apostrophe \"'\"",
    "THE_COSTS_FOR": '"the Energy costs for"',
    "ANY_AND_ALL": '"any and all"',
    "_INSTEAD_OF": '"instead of"',
    "_HIDE_NOW": '"hide now"',
    "EVENT_JOIN": '"or when" or "and when"',
    "OR_EVENT": '"or" before another event',
    "OR_ELSE": '"or" between two instructions',
    "ALONE": '"alone"',
    "FIGHT": '"combat" or "showdown"',
    "FIGHT_BOUNDARY": '"begins", "starts" or "ends"',
    "BECOME": '"become" or "becomes"',
    "YOU_SPENT": '"you spent" or "you\'ve spent"',
    "DIDNT": '"didn\'t"',
    "ALREADY": '"already"',
    "ONE_OR": '"one" in "one or more"',
    "_FROM_AMONG": '"from among"',
    "BURN_VERB": '"[Burn N]"',
    "PUT_PREP": '"into" or "in"',
    "_ACTION_COMMA": '","',
    "ONE_OF_THEM": '"one" (of the cards looked at)',
    "_AT_PHASE": '"at" (a point of the turn)',
    "DEFINED_WORD": '"Burn" or "Predict"',
    "ONE_OF": '"one of"',
    "CARD_TYPE": '"Spell", "Gear" or "Unit"',
    "EACH_ALONE": '"each" (of them)',
    "THEN_DO": '"then"',
    "FACE_DOWN": '"face down"',
    "WITH_A_SPELL": '"with a spell"',
    "DONE_VERB": 'a past action such as "discarded"',
    "_RUNE_DECK": '"rune deck"',
    "ATTACH_STATE": '"attached", "unattached" or "equipped"',
    "ONE_ON_ONE": '"one on one"',
    "TRIGGER_KIND": '"conquer" or "hold" (effects)',
    "GERUND": '"conquering" or "holding"',
    "DETACH_VERB": '"detach" or "unattach"',
    "_DO": '"do"',
    "THERE": '"there"',
    "_IN_COMBAT": '"in combat"',
    "_AND_TARGET": '"and" before another target',
    "_OR_TARGET": '"or" before another target',
    "_AND_AMOUNT": '"and" before another amount',
    "_AND_REF": '"and" before another object moved',
    "ORIGINAL": '"original"',
    "ONE_PRONOUN": '"one"',
    "ACTING_STATE": '"attacking" or "defending"',
    "_EACH_OTHERS": '"each other\'s"',
    "NOUN_CONJ": '"or", "and" or "and/or" between kinds of objects',
    "_LIST_COMMA": '"," between kinds of objects',
    "_GRANT_COMMA": '"," between keywords',
    "ABILITY_NOUN": '"ability"',
    "DOMAIN": 'the name of a domain such as "Fury" or "Calm"',
    "_NON": 'the prefix "non-"',
    "TOKEN_WORD": 'the word "token"',
    "THATS": '"that\'s"',
    "ELSE_WORD": '"else"',
    "CHOSEN": '"chosen"',
    "LISTED_TAG": "a tag in a list such as \"Bird, Cat, Dog, or Poro\"",
    "_AND_NO": '"and no"',
    "YOU_PLAY": '"you play" or "you play this turn"',
    "EVERY_PLAYER": '"opponents" or "players" before "can\'t" or "can assign"',
    "_S_MIGHT": "\"'s\" before \"Might\"",
    "_WITH_OBJECTS": '"with" before the objects a place holds',
    "THERE_IS": '"there\'s", "there is" or "there are"',
    "_FROM_ZONE": '"from" before a zone',
    "$END": "the end of the text",
    "SELF_PAST": '"I" before "wasn\'t"',
    "SELF_MOVED": '"I moved to or from"',
    "_PLAYED_EACH": '"played" before "each turn"',
    "_YOURE": '"you\'re" before "attacking" or "defending"',
    # events, conditions, replacements and players as actors
    "_SERIES_COMMA": '"," between objects of a list',
    "_SERIES_AND": '", and" before the last object of a list',
    # instructions and their objects
    "BRACKETED_INT": 'a Might in brackets such as "[1]" before "[M]"',
    "_ATTACHED_TO": '"attached to"',
    "_YOU_OR_ALLIES": '"you or allies"',
    "_WITHOUT_PAYING": '"without paying"',
    "NO_MORE_KIND": '"no more" before "Energy" or "Power"',
    "_AND_LIMIT": '"and" before another bound on a cost',
    "CHAMPION_ZONE": '"Champion Zone"',
    "CHOSEN_CHAMPION": '"Chosen Champion"',
    "_THE_LOCATION_OF": '"the location of"',
    "_INTO": '"into"',
    "_COMMA_AND": '", and" before an instruction',
    "_AFTER": 'the word "after" before an event',
    "_LOWER_COLON": '":" before an instruction in lower case',
    "_AMBUSH_VERB": '"[Ambush]" as a verb',
    "_WITH_EXACTLY": '"with" before "exactly"',
    # statements, their subjects and clauses
    "_STOP_TIGHT": 'a full stop right before "+"',
    "_AND_ENTER": '"and" before "enter"',
    "_AND_CANT": '"and" before "can\'t"',
    "AND_SUBJECT": '"and" before a second statement',
    "SOURCE_VERB": '"affecting" or "choosing"',
    "_AT_THE_SAME_TIME": '"at the same time"',
    "_EQUIPPED_UNIT_IS": '"equipped unit is"',
    "_BEING_PLAYED_TO": '"being played to"',
    "PLAYED_TAG": 'a tag before "you play", such as "Sand Soldiers"',
    "STATE_AFTER_CONTROLLER": 'a state such as "buffed" after "friendly" or "enemy"',
    "HIDDEN_ADJ": 'the word "Hidden" before "cards"',
    "_PLAYED": '"played" before "from"',
    "_YOU_PLAY_FROM": '"you play" before "from"',
    "_OR_ACTIVATED": '"or" before "activated abilities"',
    "NOTE_ARTICLE": '"a" before "[Keyword] unit can move"',
    "NOTED_NOUN": 'a kind of objects before "aren\'t"',
    # the last constructs of the corpus
    "_DOUBLED_STOP": 'two full stops (a misprint)',
    "_AND_ZONE": '"and" before another zone',
    "_START_COMBAT": '"start a combat"',
    "WITH_SPELLS_OR_ABILITIES": '"with spells or unit abilities"',
    "_TO_A_MINIMUM": '"to a minimum of"',
    "_WITH_MIGHT": '"with" before a Might',
    "_YOU_DONE": '"you" before what you did, such as "conquered"',
    "_YOU_CHOOSE": '"you choose"',
    "_ANYWHERE_ELSE": '"anywhere else"',
    "YOU_PLAY_TIMED": '"you play this turn" before "enter"',
}


class GrammarFilesMissing(FileNotFoundError):
    """A section file of ``GRAMMAR_FILES`` is not in the grammar folder."""


def grammar_dir() -> Path:
    """The folder of the grammar's section files: inside the installed package, else in the source checkout."""
    packaged = resources.files("riftc").joinpath("grammar")
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "grammar"


def grammar_files(folder: Path | None = None) -> list[Path]:
    """The section files of the grammar, in ``GRAMMAR_FILES`` order; raises ``GrammarFilesMissing``
    naming every file that is not there."""
    folder = grammar_dir() if folder is None else folder
    paths = [folder / name for name in GRAMMAR_FILES]
    missing = [path.name for path in paths if not path.is_file()]
    if missing:
        raise GrammarFilesMissing(f"the grammar folder {folder} lacks {', '.join(missing)} "
                                  f"(riftc.syntax.grammar.GRAMMAR_FILES lists the files of the grammar)")
    return paths


def grammar_text(folder: Path | None = None) -> str:
    """The whole grammar: the section files of ``GRAMMAR_FILES`` joined in that order (each ends its lines)."""
    texts = (path.read_text(encoding="utf-8") for path in grammar_files(folder))
    return "".join(text if text.endswith("\n") else text + "\n" for text in texts)


def grammar_line(line: int, folder: Path | None = None) -> tuple[str, int]:
    """Which section file, and which line of it, line ``line`` (1-based) of ``grammar_text()`` comes from."""
    for path in grammar_files(folder):
        count = len(path.read_text(encoding="utf-8").splitlines())
        if line <= count:
            return path.name, line
        line -= count
    raise ValueError("the line is past the end of the grammar")


def _say_where(error: Exception) -> None:
    """Add to a grammar error which section file its line is in (lark counts lines of the joined text)."""
    line = getattr(error, "line", None)
    if not isinstance(line, int):
        found = re.search(r"\bline (\d+)", str(error))
        line = int(found.group(1)) if found else None
    if isinstance(line, int) and line > 0:
        try:
            name, line_in_file = grammar_line(line)
        except ValueError:
            return
        error.add_note(f"line {line} of the joined grammar is line {line_in_file} of grammar/{name}")


# Node positions come from ``install_positions``: lark's own propagation costs a quarter of a parse.
# Each state's lexer tries only the terminals that can start with the next character (lexer_dispatch).
PARSER_OPTIONS: dict[str, Any] = dict(parser="lalr", lexer="contextual", propagate_positions=False,
                                      maybe_placeholders=True)


def strict_parser(text: str) -> Lark:
    """The parser built in lark's strict mode, where a shift/reduce conflict or two terminals that can
    match the same text fail the build.

    ``python -m riftc.syntax.tables`` builds the shipped tables that way and records it, so when they
    were made for this very grammar, the proof is already done: the parser comes from them, and only
    the terminal-collision check (which is fast) runs again here. Otherwise lark builds it (minutes).
    """
    if stored_digest(TABLES_PATH) == tables_digest(text, PARSER_OPTIONS) and shipped_tables_are_strict():
        loaded = load_tables(TABLES_PATH, tables_digest(text, PARSER_OPTIONS), **PARSER_OPTIONS)
        if loaded is not None:
            check_terminal_collisions(loaded)
            return loaded
    return build_with_lark(text, True, **PARSER_OPTIONS)


@lru_cache(maxsize=None)
def parser(strict: bool = False) -> Lark:
    """The card-text parser, built once per process and kept on disk across runs (``parser_cache``).

    The strict build (which also checks for terminal collisions) is for the grammar tests only and
    is never cached.
    """
    text = grammar_text()
    try:
        if strict:
            return install_positions(install_first_char_dispatch(strict_parser(text)))
        return install_positions(cached_lark(text, prepare=install_first_char_dispatch, shipped=TABLES_PATH,
                                             **PARSER_OPTIONS))
    except (GrammarError, UnexpectedInput) as error:
        _say_where(error)
        raise


@dataclass(frozen=True)
class SyntaxProblem:
    """Why a card text does not parse: where (character offset), a code, and what was expected."""

    offset: int
    length: int
    code: str
    message: str
    suggestion: str | None = None


def parse_tree(text: str) -> Tree:
    """Parse one card text (lines joined by newlines). Raises ``CardSyntaxError``."""
    try:
        return parser().parse(text)
    except UnexpectedInput as error:
        raise CardSyntaxError(describe_syntax_error(text, error)) from None


class CardSyntaxError(Exception):
    """A card text that the grammar does not accept."""

    def __init__(self, problem: SyntaxProblem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def _literal(name: str) -> str | None:
    """The literal text of a string terminal (``BUFF`` → ``buff``), or None for a pattern."""
    try:
        pattern = parser().get_terminal(name).pattern
    except KeyError:
        return None
    return pattern.value if isinstance(pattern, PatternStr) else None


# Longer lists of expectations are cut to this many words, the rest counted: a message names a few
# ways to go on, not every word the grammar allows there.
MAX_EXPECTED_WORDS = 6


def _expectation(name: str) -> str:
    """How one expected terminal is named: its literal in quotes, or its words (``TERMINAL_WORDS``)."""
    literal = _literal(name)
    return TERMINAL_WORDS.get(name, name.lower()) if literal is None else f'"{literal}"'


def _rank(words: str) -> tuple[int, str]:
    """Most telling first: punctuation that closes what is open (a full stop, ``")"``), descriptions of a
    class of words ("a number", "a kind of object such as …"), single words, keyword symbols (there are
    dozens), and last the forms of a misprint; alphabetical within each."""
    if "misprint" in words:
        return 4, words
    if "full stop" in words or words in ('")"', '","'):
        return 0, words
    if not words.startswith('"'):
        return 1, words
    return (3 if words.startswith('"[') else 2), words


def expected_words(names: set[str] | frozenset[str]) -> list[str]:
    """Human words for a set of terminal names, without duplicates, most telling first: punctuation
    that would close what is open (a full stop, ``")"``), descriptions of a class of words, single
    words, keyword symbols; alphabetical within each."""
    return sorted({_expectation(name) for name in names}, key=_rank)


def _expected_text(names: set[str] | frozenset[str], found: str = "") -> str:
    """``"draw", "kill" or …``: the expected words, cut after ``MAX_EXPECTED_WORDS``; those with a
    word like ``found`` first ("this" before "this turn" or "this combat"), since the writer most
    likely meant one of them."""
    words = expected_words(names)
    if found:
        words.sort(key=lambda w: not _resembles(found, w))  # stable: the rank order stays within each
    if len(words) > MAX_EXPECTED_WORDS:
        rest = len(words) - MAX_EXPECTED_WORDS
        words = words[:MAX_EXPECTED_WORDS] + [f"or {rest} more"]
    return ", ".join(words)


def _resembles(found: str, expectation: str) -> bool:
    """Whether a quoted word of ``expectation`` is ``found`` or close to it."""
    quoted = [w for phrase in re.findall(r'"([^"]+)"', expectation) for w in phrase.lower().split()]
    return bool(difflib.get_close_matches(found.lower(), quoted, n=1, cutoff=0.75))


def _word_choices(name: str) -> list[str]:
    """The words a terminal accepts: its literal, or the alternatives of a ``\\b(a|b)\\b`` pattern."""
    literal = _literal(name)
    if literal is not None:
        return [literal]
    try:
        pattern = parser().get_terminal(name).pattern.value
    except KeyError:
        return []
    match = re.fullmatch(r"\\b\(([a-z' |]+)\)\\b", pattern)
    return match.group(1).split("|") if match else []


def _suggest(found: str, names: set[str] | frozenset[str]) -> str | None:
    choices = [word for name in names for word in _word_choices(name)]
    close = difflib.get_close_matches(found.lower(), choices, n=1, cutoff=0.6)
    return close[0] if close else None


def _word_at(text: str, offset: int) -> str:
    end = offset
    while end < len(text) and not text[end].isspace() and text[end] not in ".,:;()":
        end += 1
    return text[offset:end] or text[offset : offset + 1]


def _ends_too_early(text: str, names: set[str] | frozenset[str]) -> SyntaxProblem:
    return SyntaxProblem(len(text), 1, "unexpected-end", f"the text ends too early; expected {_expected_text(names)}")


def _unknown_symbol(found: str, offset: int, names: set[str]) -> SyntaxProblem:
    """``[Q]``: a bracketed symbol the rules do not define; list only the bracketed things expected here."""
    found = found[: found.index("]") + 1] if "]" in found else found
    bracketed = {name for name in names if "[" in " ".join(expected_words({name}))}
    suggestion = _suggest(found, bracketed)
    message = f'unknown symbol "{found}"; expected {_expected_text(bracketed or names)}'
    if suggestion:
        message += f'; did you mean "{suggestion}"?'
    return SyntaxProblem(offset, len(found), "unknown-symbol", message, suggestion)


def accepted_terminals(error: UnexpectedToken) -> set[str]:
    """The terminals the parser would take where ``error`` stopped: what lark's ``error.accepts``
    gives, computed on a copy of the state stack alone.

    Lark tries each candidate on a full copy of the interactive parser (values, lexer state and
    all): about 0.05 s over the corpus's failing cards. An LALR parser accepts a terminal when the
    reductions it triggers end in a shift (or, for the end of the text, in the end state), which
    needs only the state numbers.
    """
    interactive = error.interactive_parser
    if interactive is None:
        return set()
    state = interactive.parser_state
    table, end_state = state.parse_conf.parse_table.states, state.parse_conf.end_state
    return {name for name in table[state.position]
            if name.isupper() and _shifts(table, end_state, list(state.state_stack), name)}


def _shifts(table: dict[int, dict[str, tuple[Any, Any]]], end_state: int, stack: list[int], name: str) -> bool:
    """Whether terminal ``name`` is shifted (after any reductions) from the states on ``stack``."""
    while True:
        action = table[stack[-1]].get(name)
        if action is None:
            return False
        kind, argument = action
        if kind is Shift:
            return name != "$END"  # lark never shifts the end marker
        size = len(argument.expansion)
        if size:
            del stack[-size:]
        stack.append(table[stack[-1]][argument.origin.name][1])
        if name == "$END" and stack[-1] == end_state:
            return True


_VERB_AND_NUMBER_WORD = re.compile(r"\b(\w+) (\w+)\s*$")


def _number_word_before(text: str, offset: int) -> SyntaxProblem | None:
    """"Draw two." fails after "two", "Deal three to a unit." at "three": the amount is written as a word
    where card text writes a digit (rule 135.2.b), so say that, at the word, rather than list what may
    follow it; the digit is the suggestion (a fix ``riftc lint --fix`` applies, rule number-word)."""
    # The number word is just before the error ("Draw two.") or is the unexpected word ("Deal three to").
    for end in (offset, offset + len(_word_at(text, offset))):
        match = _VERB_AND_NUMBER_WORD.search(text[:end])
        if match and match.group(1).lower() in AMOUNT_VERBS and match.group(2).lower() in NUMBER_WORDS:
            break
    else:
        return None
    verb, word = match.group(1), match.group(2)
    digit = str(NUMBER_WORDS[word.lower()])
    return SyntaxProblem(match.start(2), len(word), "syntax",
                         f'amounts are written as digits: "{verb} {digit}" (rule 135.2.b)', digit)


def describe_syntax_error(text: str, error: UnexpectedInput) -> SyntaxProblem:
    """Turn lark's exception into an offset, a code and a message that names what was expected."""
    if isinstance(error, UnexpectedEOF):
        return _ends_too_early(text, set(error.expected))
    if isinstance(error, UnexpectedToken):
        names = set(accepted_terminals(error) or error.expected)
        if error.token.type == "$END" or error.token.start_pos is None:
            return _ends_too_early(text, names)
        offset = error.token.start_pos
    else:
        assert isinstance(error, UnexpectedCharacters)
        offset, names = error.pos_in_stream, set(error.allowed or ())
    amount = _number_word_before(text, offset)
    if amount is not None:
        return amount
    found = _word_at(text, offset)  # the whole word, even when lark matched only its start ("at" of "attak")
    if found.startswith("[") and not any(found.startswith(word.strip('"')) for word in expected_words(names)):
        return _unknown_symbol(found, offset, names)
    suggestion = _suggest(found, names)
    message = f'unexpected "{found}"; expected {_expected_text(names, found)}'
    if suggestion:
        message += f'; did you mean "{suggestion}"?'
    return SyntaxProblem(offset, max(1, len(found)), "syntax", message, suggestion)
