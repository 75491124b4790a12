"""Scenario runner, expectations: each ``expect`` line checked against the Game, one function per kind."""

from __future__ import annotations

from collections.abc import Callable

from riftc.runtime import DeckCards, Game, GameObject, Zone, deck_problems
from riftc.runtime.effects.keyword_abilities import activated_instances
from riftc.scenarios.model import Expect, Pos

Lookup = Callable[[str, Pos], GameObject]
ZONE_OF = {"base": Zone.BASE, "battlefield": Zone.BATTLEFIELD, "hand": Zone.HAND, "deck": Zone.MAIN_DECK,
           "trash": Zone.TRASH, "champion": Zone.CHAMPION, "banishment": Zone.BANISHMENT, "legend": Zone.LEGEND,
           "rune deck": Zone.RUNE_DECK}
PLAYER_NAMES = ("P1", "P2", "P3", "P4")  # P3 and P4 in the modes for more players (487-489)


class ScenarioFailure(Exception):
    """A scenario line that did not hold (or could not run); ``pos`` is where."""

    def __init__(self, pos: Pos, message: str) -> None:
        super().__init__(message)
        self.pos, self.message = pos, message


def check(game: Game, lookup: Lookup, expect: Expect) -> None:
    """Raise ScenarioFailure (at the expectation's line) unless ``expect`` holds."""
    checker = CHECKS[expect.what]
    obj = lookup(expect.subject, expect.pos) if expect.what in OBJECT_CHECKS else None
    holds, found = checker(game, obj, expect)
    if holds == expect.negated:
        wanted = describe(expect)
        raise ScenarioFailure(expect.pos, f"expected {wanted}, but {found}")


def describe(expect: Expect) -> str:
    """The expectation in words, for failure messages."""
    neg = "not " if expect.negated else ""
    if expect.what == "log" and expect.later is not None:
        return f"a log line containing {expect.value!r} before the first containing {expect.later!r}"
    if expect.what == "log":
        return f"the log {'not ' if expect.negated else ''}to contain {expect.value!r}"
    if expect.what == "count" and expect.value == "energy":
        return f"{expect.subject} to have {expect.extra} Energy left"
    if expect.what == "count" and expect.value in ("points", "xp"):
        return f"{expect.subject} to have {expect.extra} {'point(s)' if expect.value == 'points' else 'XP'}"
    if expect.what == "count" and expect.value == "power":
        return f"{expect.subject} to have {expect.extra} Power left"
    if expect.what == "count" and expect.value in ("runes", "tokens"):
        return f"{expect.subject} to control {expect.extra} {expect.value[:-1]}(s) on the board"
    if expect.what == "deck problem":
        return f"{expect.subject}'s deck {'not ' if expect.negated else ''}to break Deck Construction with {expect.value!r}"
    if expect.what == "chain":
        return (f"the chain's top item to contain {expect.value!r}" if expect.value is not None
                else f"{expect.extra} item(s) on the chain")
    if expect.what == "name":
        return f"{expect.subject} {'not ' if expect.negated else ''}named {expect.value!r}"
    if expect.what == "count":
        return f"{expect.subject} to have {expect.extra} card(s) in {expect.value}"
    if expect.what == "zone":
        where = f"battlefield {expect.extra + 1}" if expect.extra is not None else expect.value
        return f"{expect.subject} {neg}in {where}"
    if expect.what == "controller":
        return f"{expect.subject} controlled by {PLAYER_NAMES[int(expect.value or 0)]}"
    if expect.what == "keyword":
        value = f" {expect.extra}" if expect.extra is not None else ""
        return f"{expect.subject} to have {'no ' if expect.negated else ''}{expect.value}{value}"
    if expect.what == "ability keyword":
        return f"{expect.subject}'s ability {int(expect.extra or 0) + 1} to have {'no ' if expect.negated else ''}[{expect.value}]"
    if expect.what == "status":
        return f"{expect.subject} {neg}{expect.value}"
    return f"{expect.subject} {expect.what} {expect.value}"


def _might(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    might = game.might(obj)
    return might == expect.value, f"its Might is {might}"


def _buffs(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    return obj.buffs == expect.value, f"it has {obj.buffs} buff(s)"


def _damage(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    return obj.damage == expect.value, f"it has {obj.damage} damage marked"


def _name(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    return obj.name == expect.value, f"it is named {obj.name!r}"


def _chain(game: Game, obj: GameObject | None, expect: Expect) -> tuple[bool, str]:
    labels = [getattr(item, "label", "") for item in game.state.chain]
    found = f"the chain holds {', '.join(repr(x) for x in reversed(labels)) or 'nothing'} (newest first)"
    if expect.value is not None:
        return bool(labels) and str(expect.value).lower() in labels[-1].lower(), found
    return len(labels) == expect.extra, found


def _status(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    states = {"buffed": obj.buffs > 0, "exhausted": obj.exhausted, "ready": obj.ready, "stunned": obj.stunned,
              "empowered": obj.empowered > 0, "attacking": obj.attacking, "defending": obj.defending,
              "attached": obj.attached_to is not None, "token": obj.card.supertype == "Token"}
    have = [word for word, on in states.items() if on]
    return states[str(expect.value)], f"it is {', '.join(have) or 'none of buffed/exhausted/ready/stunned'}"


def _zone(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    same = obj.zone is ZONE_OF[str(expect.value)] and (expect.extra is None or obj.battlefield == expect.extra)
    where = obj.zone.value + (f" {obj.battlefield + 1}" if obj.battlefield is not None else "")
    return same, f"it is in {where}"


def _controller(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    return obj.controller == expect.value, f"{PLAYER_NAMES[obj.controller]} controls it"


def _keyword(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    value = game.keyword(obj, str(expect.value))  # None when absent; a valueless keyword counts 1
    has = value is not None
    holds = has and (expect.extra is None or value == expect.extra)
    return holds, f"its {expect.value} is {value}" if has else f"it has no {expect.value}"


def _ability_keyword(game: Game, obj: GameObject, expect: Expect) -> tuple[bool, str]:
    found = activated_instances(game.view().instances(obj))
    index = int(expect.extra or 0)
    if index >= len(found):
        return expect.negated, f"{obj.name} has {len(found)} activated abilit{'y' if len(found) == 1 else 'ies'}"
    timing = found[index][0].timing
    return timing == expect.value, f"its ability {index + 1} has {f'[{timing}]' if timing else 'no timing keyword'}"


def _count(game: Game, obj: GameObject | None, expect: Expect) -> tuple[bool, str]:
    player = game.state.player(PLAYER_NAMES.index(expect.subject))
    if expect.value == "energy":
        return player.pool.energy == expect.extra, f"{expect.subject} has {player.pool.energy} Energy"
    if expect.value == "points":
        return player.points == expect.extra, f"{expect.subject} has {player.points} point(s)"
    if expect.value == "xp":
        return player.xp == expect.extra, f"{expect.subject} has {player.xp} XP"
    if expect.value == "power":
        power = sum(player.pool.power.values())
        return power == expect.extra, f"{expect.subject} has {power} Power"
    if expect.value in ("runes", "tokens"):
        mine = [o for o in game.state.board_objects() if o.controller == player.pid]
        found = [o for o in mine if (o.card.type == "Rune" if expect.value == "runes" else o.card.supertype == "Token")]
        return len(found) == expect.extra, f"{expect.subject} controls {len(found)}"
    count = len(player.zone(ZONE_OF[str(expect.value)]))
    return count == expect.extra, f"{expect.subject} has {count}"


def _deck_problem(game: Game, obj: GameObject | None, expect: Expect) -> tuple[bool, str]:
    """The player's cards read as a deck (its legend zone, Champion Zone, Main Deck and rune deck, 103)
    break Deck Construction with a problem whose text contains the phrase (a rule number, a name)."""
    state = game.state
    player = state.player(PLAYER_NAMES.index(expect.subject))

    def cards(zone: Zone) -> tuple:
        return tuple(state.objects[o].card for o in player.zone(zone))

    legend, champion = cards(Zone.LEGEND), cards(Zone.CHAMPION)
    deck = DeckCards(legend[0] if legend else None, champion[0] if champion else None, cards(Zone.MAIN_DECK),
                     cards(Zone.RUNE_DECK), ())
    problems = deck_problems(deck)
    hits = [p for p in problems if str(expect.value).lower() in p.lower()]
    return bool(hits), f"its problems are: {'; '.join(hits or problems) or 'none'}"


def _log(game: Game, obj: GameObject | None, expect: Expect) -> tuple[bool, str]:
    phrase = str(expect.value).lower()
    hits = [line for line in game.log if phrase in line.lower()]
    if expect.later is not None:
        return _log_order(game.log, phrase, expect.later.lower())
    return bool(hits), f"it has {hits[0]!r}" if hits else "no log line contains it"


def _log_order(lines: list[str], first: str, second: str) -> tuple[bool, str]:
    """``expect log "A" before "B"``: the first line containing A comes before the first containing B."""
    at = {p: next((i for i, line in enumerate(lines) if p in line.lower()), None) for p in (first, second)}
    missing = [p for p in (first, second) if at[p] is None]
    if missing:
        return False, f"no log line contains {missing[0]!r}"
    if at[first] < at[second]:  # type: ignore[operator]
        return True, "it does"
    return False, f"{lines[at[second]]!r} (line {at[second] + 1}) comes before {lines[at[first]]!r} (line {at[first] + 1})"  # type: ignore[index,operator]


CHECKS: dict[str, Callable[..., tuple[bool, str]]] = {
    "might": _might, "buffs": _buffs, "status": _status, "zone": _zone, "controller": _controller,
    "keyword": _keyword, "ability keyword": _ability_keyword, "count": _count, "log": _log, "damage": _damage, "name": _name, "chain": _chain,
    "deck problem": _deck_problem,
}
OBJECT_CHECKS = ("might", "buffs", "damage", "status", "zone", "controller", "keyword", "ability keyword", "name")
