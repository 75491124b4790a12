"""Scenario reader, line level: one setup, step or expectation line → a model dataclass.

Each parser takes the line's words (with their columns) and returns a dataclass or raises
``LineError`` naming the column and what was expected there. Object names are the words between
the verb and the next keyword, joined by single spaces; a name that contains a keyword of the
line is referred to by a label (``as NAME`` in the setup) instead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from riftc.sources import setformat as fmt
from riftc.scenarios.model import (ZONE_WORDS, Act, Activate, Controls, EndTurn, Expect, Placement, Play, Pos,
                                   Runes, Score, Step)

PLAYERS = {"P1": 0, "P2": 1, "P3": 2, "P4": 3}  # P3 and P4 play in the modes for 3 and 4 players (487-489)
#: Direct actions on one object: ``buff Ahri [by P2]``.
OBJECT_VERBS = ("buff", "ready", "exhaust", "stun", "empower", "disempower", "heal", "kill", "recall",
                "banish", "discard", "attack", "defend")
#: Actions of a player on a battlefield: ``conquer battlefield 1 [by P2]``.
BATTLEFIELD_VERBS = ("conquer", "hold")
STATUS_WORDS = ("buffed", "exhausted", "ready", "stunned", "empowered", "attacking", "defending", "attached",
                "token")
#: Words that end the object name in ``expect <object> <predicate>``.
PREDICATE_WORDS = ("might", "buffs", "damage", "not", "in", "controlled", "has", "named", "ability", *STATUS_WORDS)
#: ``expect P1 WHAT N``: cards in a zone; Energy / Power left in the pool; points; XP; runes and
#: tokens the player controls on the board.
COUNT_ZONES = ("hand", "deck", "trash", "base", "banishment", "legend", "champion", "energy", "power", "points", "xp",
               "runes", "tokens")


class LineError(Exception):
    """A syntax error at ``column`` (1-based) of the current line, ``length`` characters long."""

    def __init__(self, column: int, message: str, length: int = 1) -> None:
        super().__init__(message)
        self.column, self.message, self.length = column, message, max(1, length)


@dataclass(frozen=True)
class Word:
    """One word of a line (a quoted phrase is one word, without its quotes) and its column."""

    text: str
    column: int
    quoted: bool = False


def split_words(line: str) -> list[Word]:
    """The words of ``line``; ``"a phrase"`` is one word. An unclosed quote is an error."""
    words: list[Word] = []
    index = 0
    while index < len(line):
        if line[index].isspace():
            index += 1
        elif line[index] == '"':
            end = line.find('"', index + 1)
            if end < 0:
                raise LineError(index + 1, 'expected a closing quote \'"\' for this phrase')
            words.append(Word(line[index + 1:end], index + 1, True))
            index = end + 1
        else:
            end = index
            while end < len(line) and not line[end].isspace():
                end += 1
            words.append(Word(line[index:end], index + 1))
            index = end
    return words


def _end(words: list[Word], line_length: int) -> int:
    """The column just after the last word (where a missing word was expected)."""
    return words[-1].column + len(words[-1].text) if words else line_length + 1


def name_of(words: list[Word], after: int, what: str = "an object name or label") -> str:
    """The words joined as one name, or an error at column ``after`` if there are none."""
    if not words:
        raise LineError(after, f"expected {what}")
    return " ".join(w.text for w in words)


def number(word: Word | None, at: int, what: str = "a whole number") -> int:
    """A (possibly signed) integer word, else an error saying ``what`` was expected."""
    text = word.text if word else ""
    digits = text[1:] if text[:1] in "+-" else text
    if not (digits.isascii() and digits.isdigit()):
        raise LineError(word.column if word else at, f"expected {what}, found {text or 'nothing'!r}",
                        len(text))
    return int(text)


def count(word: Word | None, at: int, what: str) -> int:
    """A number of things (cards, damage, buffs, points ...): a whole number, 0 or more."""
    value = number(word, at, what)
    if value < 0:
        assert word is not None  # number() refuses a missing word
        raise LineError(word.column, f"expected {what}, 0 or more, found {word.text!r}", len(word.text))
    return value


def is_player_word(text: str) -> bool:
    """``P1``, ``P2``, ``P3`` ... (only P1 and P2 exist)."""
    return text[:1] == "P" and text[1:].isdigit()


def player(word: Word | None, at: int) -> int:
    """``P1`` → 0, ``P2`` → 1."""
    if word is None or word.text not in PLAYERS:
        raise LineError(word.column if word else at, "expected a player, P1 to P4",
                        len(word.text) if word else 1)
    return PLAYERS[word.text]


def battlefield_tail(words: list[Word]) -> tuple[list[Word], int | None, bool]:
    """Split a trailing ``to base`` / ``to battlefield N`` off ``words`` → (rest, battlefield, found)."""
    if len(words) >= 2 and [w.text for w in words[-2:]] == ["to", "base"]:
        return words[:-2], None, True
    if len(words) >= 3 and [w.text for w in words[-3:-1]] == ["to", "battlefield"]:
        return words[:-3], number(words[-1], words[-1].column, "a battlefield number") - 1, True
    return words, None, False


def choices(line: str, column: int) -> tuple[tuple[str, ...], ...]:
    """``Ahri and Lee; nothing`` (the text after "choosing" at ``column``) → one tuple per request."""
    groups: list[tuple[str, ...]] = []
    start = column - 1
    for part in line[start:].split(";"):
        names = tuple(" ".join(n.split()) for n in f" {part} ".split(" and "))
        if names == ("nothing",):
            names = ()
        elif not all(names):
            raise LineError(start + 1, "expected object names joined by 'and' (or 'nothing'); "
                            "separate the answers to several choices with ';'", len(part))
        groups.append(names)
        start += len(part) + 1
    return tuple(groups)


# ---------------------------------------------------------------- setup lines


def placement(pos: Pos, owner: int, head: list[Word], line: str, value_column: int) -> Placement:
    """``P1 battlefield 1: Lee Sin, Ascetic as Lee (buffed, exhausted)`` (``head`` = words before ':')."""
    zone, battlefield = _zone(head[1:], head[0].column + 3)
    text = line[value_column - 1:]
    mods: dict[str, object] = {}
    stripped = text.rstrip()
    if stripped.endswith(")") and "(" in stripped:
        open_at = stripped.rindex("(")
        mods = _modifiers(stripped[open_at + 1:-1], value_column + open_at + 1)
        text = stripped[:open_at]
    card, has_label, label = text.rpartition(" as ") if " as " in text else (text, "", "")
    card, label = " ".join(card.split()), " ".join(label.split())
    if not card or (has_label and not label):
        raise LineError(value_column, "expected a card id or name, then optionally 'as LABEL' and "
                        "'(buffed, exhausted, ...)'", max(1, len(text)))
    return Placement(pos, owner, zone, battlefield, card, label or None, **mods)  # type: ignore[arg-type]


def _zone(words: list[Word], at: int) -> tuple[str, int | None]:
    """``base`` / ``battlefield 2`` / ``hand`` ... → (zone word, 0-based battlefield or None)."""
    word = words[0] if words else None
    if word is not None and word.text == "rune" and [w.text for w in words[1:2]] == ["deck"]:
        if len(words) > 2:
            raise LineError(words[2].column, "expected ':' after the zone", len(words[2].text))
        return "rune deck", None
    if word is None or word.text not in ZONE_WORDS:
        raise LineError(word.column if word else at, "expected a zone: " + ", ".join(ZONE_WORDS)
                        + " (or 'runes', 'controls')", len(word.text) if word else 1)
    if word.text == "battlefield":
        index = number(words[1] if len(words) > 1 else None, word.column + len(word.text) + 1,
                       "a battlefield number after 'battlefield'")
        return "battlefield", index - 1
    if len(words) > 1:
        raise LineError(words[1].column, "expected ':' after the zone", len(words[1].text))
    return word.text, None


def _modifiers(text: str, column: int) -> dict[str, object]:
    """``buffed, exhausted, damage 2, might +1, copies 3`` → Placement keyword arguments."""
    found: dict[str, object] = {}
    for part in text.split(","):
        words = split_words(part)
        at = column + (len(part) - len(part.lstrip()))
        first = words[0].text if words else ""
        arg = Word(words[1].text, column + words[1].column - 1) if len(words) > 1 else None
        if first in ("exhausted", "stunned", "attacking", "defending") and len(words) == 1:
            found[first] = True
        elif first == "empowered" and len(words) in (1, 2):
            found["empowered"] = count(arg, at, "a number after 'empowered'") if arg else 1
        elif first == "buffed" and len(words) == 1:
            found["buffs"] = 1
        elif first in ("buffs", "damage", "copies") and len(words) == 2:
            found[first] = count(arg, at, f"a number after '{first}'")
        elif first == "might" and len(words) == 2:
            found[first] = number(arg, at, f"a number after '{first}'")
        else:
            raise LineError(at, "expected a modifier: buffed, buffs N, exhausted, stunned, attacking, "
                            "defending, empowered [N], damage N, might +N, copies N", max(1, len(part.strip())))
        column += len(part) + 1
    return found


def runes(pos: Pos, owner: int, line: str, value_column: int) -> Runes:
    """``P1 runes: 4 [O][G]``: Energy then Power pips, as in a card's ``cost:`` field."""
    try:
        energy, power = fmt.parse_cost(line[value_column - 1:].strip())
    except fmt.FieldError as error:
        raise LineError(value_column + error.offset, "runes: " + error.message, error.length) from None
    return Runes(pos, owner, energy, power or ())


def controls(pos: Pos, owner: int, line: str, value_column: int) -> list[Controls]:
    """``P1 controls: battlefield 1, battlefield 2``: battlefields the player controls at the start (190)."""
    found = []
    column = value_column
    for part in line[value_column - 1:].split(","):
        words = split_words(part)
        at = column + (len(part) - len(part.lstrip()))
        if len(words) != 2 or words[0].text != "battlefield":
            raise LineError(at, "expected 'battlefield N' (several joined by ',')", max(1, len(part.strip())))
        arg = Word(words[1].text, column + words[1].column - 1)
        found.append(Controls(pos, owner, number(arg, at, "a battlefield number") - 1))
        column += len(part) + 1
    return found


def score(pos: Pos, owner: int, what: str, line: str, value_column: int) -> Score:
    """``P1 points: 6`` / ``P1 xp: 2``: the player's points or XP at the start."""
    raw = line[value_column - 1:]
    column = value_column + len(raw) - len(raw.lstrip())
    return Score(pos, owner, what, count(Word(raw.strip(), column), column, f"a number of {what}"))


# ---------------------------------------------------------------- steps


def step(pos: Pos, words: list[Word], line: str) -> Step:
    """A step line: play, activate, end turn, or a direct game action; a trailing ``ordering A then B``
    orders the simultaneous triggers of the player who controls A and B (383.3.d)."""
    at = next((i for i, w in enumerate(words) if w.text == "ordering" and not w.quoted and i > 0), None)
    if at is None:
        return _step(pos, words, line)
    if at == len(words) - 1:
        raise LineError(words[at].column + len("ordering") + 1, "expected the triggers' sources after "
                        "'ordering', joined by 'then'")
    names = tuple(" ".join(part.split()) for part in line[words[at + 1].column - 1:].split(" then "))
    if not all(names):
        raise LineError(words[at + 1].column, "expected object names joined by 'then'")
    return replace(_step(pos, words[:at], line[:words[at].column - 1].rstrip()), orders=names)


def _step(pos: Pos, words: list[Word], line: str) -> Step:
    verb, rest = words[0].text, words[1:]
    if verb not in ("play", "activate") and len(rest) > 2 and [w.text for w in rest[-2:]] == ["without", "resolving"] \
            and not any(w.quoted for w in rest[-2:]):
        # "conquer battlefield 1 without resolving": the triggers it causes wait on the chain.
        act = _step(pos, words[:-2], line[:rest[-2].column - 1].rstrip())
        if not isinstance(act, Act) or act.verb.startswith("resolve_"):
            raise LineError(rest[-2].column, "'without resolving' goes with play, activate or a direct action",
                            len("without resolving"))
        return replace(act, resolve=False)
    chosen = _choosing_action(pos, words, line)
    if chosen is not None:
        return chosen
    end = _end(words, len(line))
    if verb == "resolve" and [w.text for w in rest] in (["top"], ["chain"]):
        return Act(pos, "resolve_" + rest[0].text)  # one chain item / the whole chain (340.1)
    if verb == "play" and len(rest) > 2 and [w.text for w in rest[-2:]] == ["without", "resolving"] \
            and not any(w.quoted for w in rest[-2:]):
        # "play X … without resolving": the spell waits on the chain; the next step is a reaction.
        cut = rest[-2].column - 1
        return replace(_play(pos, rest[:-2], line[:cut].rstrip(), _end(words[:-2], cut)), resolve=False)
    if verb == "activate" and len(rest) > 2 and [w.text for w in rest[-2:]] == ["without", "resolving"] \
            and not any(w.quoted for w in rest[-2:]):
        cut = rest[-2].column - 1
        return replace(_activate(pos, rest[:-2], line[:cut].rstrip(), _end(words[:-2], cut)), resolve=False)
    if verb == "play":
        return _play(pos, rest, line, end)
    if verb == "activate":
        return _activate(pos, rest, line, end)
    if verb == "end" and [w.text for w in rest] in (["turn"], ["turn", "without", "draw"]):
        return EndTurn(pos, draw=len(rest) == 1)
    if verb == "spend" and rest and rest[0].text == "buff":
        return _object_action(pos, "spend_buff", rest[1:], end)
    if verb in OBJECT_VERBS:
        return _object_action(pos, verb, rest, end)
    if verb in ("end", "resolve") or (verb in BATTLEFIELD_VERBS and rest and rest[0].text == "battlefield"):
        return _battlefield_action(pos, words, end)
    if verb == "hide":
        return _hide(pos, rest, end)
    return _other_action(pos, words, end)


def _choosing_action(pos: Pos, words: list[Word], line: str) -> Step | None:
    """A direct action with ``choosing …`` at its end: the answers to what its triggers ask when
    they are put on the chain ("kill Ahri choosing no", 383.3.e.2.a). None without ``choosing``."""
    if words[0].text in ("play", "activate"):
        return None
    at = next((i for i, w in enumerate(words) if w.text == "choosing" and not w.quoted and i > 0), None)
    if at is None:
        return None
    _, picked = _split_choosing(words[1:], line)
    act = _step(pos, words[:at], line[:words[at].column - 1].rstrip())
    if not isinstance(act, Act):
        raise LineError(words[at].column, "'choosing' goes with play, activate or a direct action", len("choosing"))
    return replace(act, choices=picked)


def _hide(pos: Pos, rest: list[Word], end: int) -> Act:
    """``hide X at battlefield N [by P2]`` (811.1.b)."""
    rest, by = _by(rest, end)
    if len(rest) < 4 or [w.text for w in rest[-3:-1]] != ["at", "battlefield"]:
        raise LineError(rest[0].column if rest else end, "expected 'hide X at battlefield N'", 1)
    return Act(pos, "hide", name_of(rest[:-3], end), to=number(rest[-1], end, "a battlefield number") - 1, by=by)


def _battlefield_action(pos: Pos, words: list[Word], end: int) -> Act:
    """``conquer battlefield 1 [by P2]``, ``hold battlefield 1``, ``end combat at battlefield 1``."""
    rest, by = _by(words[1:], end)
    texts = [w.text for w in rest]
    if words[0].text in ("end", "resolve"):
        if texts[:3] != ["combat", "at", "battlefield"] or len(rest) != 4:
            raise LineError(words[0].column, "expected 'end turn', 'end turn without draw', 'end combat at "
                            "battlefield N' or 'resolve combat at battlefield N'", end - words[0].column)
        verb = "end_combat" if words[0].text == "end" else "resolve_combat"
        return Act(pos, verb, to=number(rest[3], end, "a battlefield number") - 1, by=by)
    if len(rest) != 2:
        raise LineError(words[0].column, f"expected '{words[0].text} battlefield N [by P2]'", end - words[0].column)
    return Act(pos, words[0].text, to=number(rest[1], end, "a battlefield number") - 1, by=by)


def _split_choosing(rest: list[Word], line: str) -> tuple[list[Word], tuple[tuple[str, ...], ...] | None]:
    for index, word in enumerate(rest):
        if word.text == "choosing" and not word.quoted:
            after = word.column + len("choosing")
            if index == len(rest) - 1:
                raise LineError(after + 1, "expected what to choose after 'choosing' (or 'nothing')")
            return rest[:index], choices(line, after + 1)
    return rest, None


def _play(pos: Pos, rest: list[Word], line: str, end: int) -> Play:
    rest, picked = _split_choosing(rest, line)
    rest, to, _ = battlefield_tail(rest)
    return Play(pos, name_of(rest, end, "the object to play"), to, picked)


def _activate(pos: Pos, rest: list[Word], line: str, end: int) -> Activate:
    rest, picked = _split_choosing(rest, line)
    index = 0
    if len(rest) >= 2 and rest[-2].text == "ability":
        index = number(rest[-1], rest[-1].column, "an ability number (1 = its first activated ability)") - 1
        rest = rest[:-2]
    return Activate(pos, name_of(rest, end, "the object whose ability to activate"), index, picked)


def _by(words: list[Word], end: int) -> tuple[list[Word], int | None]:
    if len(words) >= 2 and words[-2].text == "by":
        return words[:-2], player(words[-1], end)
    return words, None


def _object_action(pos: Pos, verb: str, rest: list[Word], end: int) -> Act:
    rest, by = _by(rest, end)
    return Act(pos, verb, name_of(rest, end), by=by)


def _other_action(pos: Pos, words: list[Word], end: int) -> Act:
    """``deal N to X``, ``give X +N might``, ``move X to base|battlefield N``, ``draw N [for P2]``."""
    verb, rest = words[0].text, words[1:]
    rest, by = _by(rest, end)
    if verb == "deal" and len(rest) >= 3 and rest[1].text == "to":
        return Act(pos, "deal", name_of(rest[2:], end), amount=count(rest[0], end, "an amount of damage"), by=by)
    if verb == "give" and len(rest) >= 3 and rest[-1].text == "might":
        return Act(pos, "give", name_of(rest[:-2], end), amount=number(rest[-2], end, "+N or -N"), by=by)
    if verb == "attach" and len(rest) >= 3 and any(w.text == "to" for w in rest[1:-1]):
        at = max(i for i, w in enumerate(rest) if w.text == "to" and 0 < i < len(rest) - 1)
        return Act(pos, "attach", name_of(rest[:at], end), other=name_of(rest[at + 1:], end), by=by)
    if verb == "detach" and rest:
        return Act(pos, "detach", name_of(rest, end), by=by)
    if verb == "move":
        rest, to, found = battlefield_tail(rest)
        if not found:
            raise LineError(end, "expected 'to base' or 'to battlefield N' at the end of the move")
        return Act(pos, "move", name_of(rest, end), to=to, by=by)
    if verb == "draw" and rest:
        who = player(rest[2], end) if len(rest) == 3 and rest[1].text == "for" else None
        if len(rest) not in (1, 3) or (len(rest) == 3 and rest[1].text != "for"):
            raise LineError(rest[0].column, "expected 'draw N' or 'draw N for P2'", end - rest[0].column)
        return Act(pos, "draw", amount=count(rest[0], end, "a number of cards to draw"), player=who)
    raise LineError(words[0].column, "expected a step: play, activate, end turn, end combat, spend buff, deal, "
                    f"give, move, attach, detach, draw, conquer, hold, hide or {', '.join(OBJECT_VERBS)} (or 'expect ...')", len(verb))


# ---------------------------------------------------------------- expectations


def expectation(pos: Pos, words: list[Word], line: str) -> Expect:
    """``expect …`` (``words`` starts after "expect")."""
    end = _end(words, len(line))
    texts = [w.text for w in words]
    if texts[:1] == ["log"] and len(words) == 4 and texts[2] == "before" and not words[2].quoted:
        # expect log "A" before "B": both are logged, the first line with A before the first with B
        if not (words[1].quoted and words[3].quoted):
            raise LineError(words[1].column, 'expected two phrases in double quotes: expect log "A" before "B"')
        return Expect(pos, "log", "", words[1].text, later=words[3].text)
    if texts[:1] == ["log"] or texts[:2] == ["no", "log"] or texts[:1] == ["error"]:
        negated = texts[0] == "no"
        phrase = words[2 if negated else 1] if len(words) == (3 if negated else 2) else None
        if phrase is None or not phrase.quoted:
            raise LineError(phrase.column if phrase else end, 'expected a phrase in double quotes, e.g. '
                            'expect log "buff negated"')
        return Expect(pos, "error" if texts[0] == "error" else "log", "", phrase.text, negated)
    if texts[:1] == ["chain"]:
        return _chain(pos, words, end)
    if texts[:1] and texts[0] in PLAYERS and (texts[1:3] == ["deck", "problem"] or texts[1:4] == ["no", "deck", "problem"]):
        negated = texts[1] == "no"
        phrase = words[4 if negated else 3] if len(words) == (5 if negated else 4) else None
        if phrase is None or not phrase.quoted:
            raise LineError(phrase.column if phrase else end, 'expected a phrase in double quotes, e.g. '
                            'expect P1 deck problem "825.3.a"')
        return Expect(pos, "deck problem", texts[0], phrase.text, negated)
    if texts[:1] and texts[0] in PLAYERS and texts[1:3] == ["rune", "deck"]:
        found = words[3] if len(words) == 4 else None
        return Expect(pos, "count", texts[0], "rune deck", extra=count(found, end, "a number of runes"))
    if texts[:1] and texts[0] in PLAYERS and len(texts) > 1 and texts[1] in COUNT_ZONES:
        found = words[3] if len(words) == 4 and texts[2] == "size" else (words[2] if len(words) == 3 else None)
        return Expect(pos, "count", texts[0], texts[1], extra=count(found, end, "a number of cards"))
    return _object_expectation(pos, words, end)


def _chain(pos: Pos, words: list[Word], end: int) -> Expect:
    """``expect chain N`` (items on the chain), ``expect chain empty``, ``expect chain top "PHRASE"``
    (the newest item's label contains it)."""
    texts = [w.text for w in words]
    if texts[1:] == ["empty"]:
        return Expect(pos, "chain", "", None, extra=0)
    if len(words) == 3 and texts[1] == "top" and words[2].quoted:
        return Expect(pos, "chain", "", words[2].text)
    if len(words) == 2:
        return Expect(pos, "chain", "", None, extra=count(words[1], end, "a number of chain items"))
    raise LineError(words[1].column if len(words) > 1 else end, 'expected \'chain N\', \'chain empty\' or '
                    '\'chain top "PHRASE"\'')


def _object_expectation(pos: Pos, words: list[Word], end: int) -> Expect:
    split = next((i for i, w in enumerate(words) if i > 0 and w.text in PREDICATE_WORDS), None)
    if split is None:
        raise LineError(end, "expected an object then: might N, buffs N, damage N, [not] buffed/exhausted/ready/"
                        "stunned/empowered/attacking/defending/attached/token, [not] in ZONE, controlled by P1/P2, "
                        "has [no] KEYWORD, [not] named \"NAME\"; or log/no log/error \"phrase\", chain N, or P1 hand N")
    subject, rest = name_of(words[:split], end), words[split:]
    negated = rest[0].text == "not"
    rest = rest[1:] if negated else rest
    head, tail = (rest[0].text, rest[1:]) if rest else ("", [])
    if head == "might" and len(tail) == 1 and not negated:
        return Expect(pos, head, subject, number(tail[0], end))
    if head in ("buffs", "damage") and len(tail) == 1 and not negated:
        return Expect(pos, head, subject, count(tail[0], end, f"a number of {head}"))
    if head == "named" and len(tail) == 1 and tail[0].quoted:
        return Expect(pos, "name", subject, tail[0].text, negated)
    if head in STATUS_WORDS and not tail:
        return Expect(pos, "status", subject, head, negated)
    if head == "in" and tail:
        zone, battlefield = _zone(tail, end)
        return Expect(pos, "zone", subject, zone, negated, battlefield)
    if head == "controlled" and len(tail) == 2 and tail[0].text == "by" and not negated:
        return Expect(pos, "controller", subject, player(tail[1], end))
    if head == "has" and tail:
        return _keyword(pos, subject, tail, end)
    if head == "ability" and len(tail) >= 3 and tail[1].text == "has" and not negated:
        return _ability_keyword(pos, subject, tail, end)
    at = rest[0].column if rest else end
    raise LineError(at, "expected might N, buffs N, [not] buffed/exhausted/ready/stunned, [not] in ZONE, "
                    "controlled by P1/P2 or has [no] KEYWORD")


def _ability_keyword(pos: Pos, subject: str, tail: list[Word], end: int) -> Expect:
    """``X ability N has [no] Action|Reaction``: a timing keyword of X's N-th activated ability,
    a characteristic of the ability itself (806.5.c, 813.5.c)."""
    index = count(tail[0], end, "the ability's number (1 for the first activated ability)")
    keyword = _keyword(pos, subject, tail[2:], end)
    if keyword.value not in ("Action", "Reaction") or keyword.extra is not None:
        raise LineError(tail[2].column, "expected Action or Reaction: the timing keywords an ability has")
    return replace(keyword, what="ability keyword", extra=index - 1)


def _keyword(pos: Pos, subject: str, tail: list[Word], end: int) -> Expect:
    negated = tail[0].text == "no"
    tail = tail[1:] if negated else tail
    if not tail or len(tail) > 2:
        raise LineError(end, "expected a keyword such as Shield or 'Assault 2'")
    name = tail[0].text.strip("[]")
    value = count(tail[1], end, "the keyword's value") if len(tail) == 2 else None
    return Expect(pos, "keyword", subject, name, negated, value)
