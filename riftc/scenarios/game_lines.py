"""Scenario lines of a whole game (docs/scenarios.md, "A whole game"): ``mode:`` and ``phase:``, a
player's discretionary actions (``P1 plays X``, ``P1 moves X to battlefield 1``, ``P1 passes`` …) and
the expectations about them (``expect P1 may not play X``, ``expect winner P1`` …)."""

from __future__ import annotations

from riftc.scenarios.lines import LineError, Word, battlefield_tail, choices, number, player, split_words
from riftc.scenarios.model import GameExpect, Pos, Take

MODE_NAMES = ("duel", "match", "ffa3", "ffa4", "2v2")  # riftc.runtime MODES (483-489)
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")  # 314-317
#: The verb after the player that makes a line a player's action, and the action's kind.
TAKE_VERBS = {"plays": "play", "activates": "activate", "moves": "move", "hides": "hide", "uses": "rune",
              "passes": "pass", "ends": "end", "invites": "invite"}
RUNE_ABILITIES = ("exhaust", "recycle")


def mode(words: list[Word], line: str) -> str:
    """``mode: 2v2``: the mode of play's short name."""
    if len(words) != 2 or words[1].text not in MODE_NAMES:
        raise LineError(words[1].column if len(words) > 1 else len(line) + 1,
                        f"expected a mode of play: {', '.join(MODE_NAMES)}")
    return words[1].text


def phase(words: list[Word], line: str) -> str:
    """``phase: beginning``: the phase of the turn (314-317)."""
    if len(words) != 2 or words[1].text not in PHASES:
        raise LineError(words[1].column if len(words) > 1 else len(line) + 1,
                        f"expected a phase: {', '.join(PHASES)}")
    return words[1].text


def is_take(words: list[Word]) -> bool:
    """Whether a line starting with a player word is a player's action (not a board line)."""
    return len(words) > 1 and words[1].text in TAKE_VERBS and not words[1].quoted


def take(pos: Pos, words: list[Word], line: str) -> Take:
    """``P1 plays X …`` and the other actions (model.Take), with an optional ``choosing …``."""
    who = player(words[0], 1)
    picked = None
    cut = next((i for i, w in enumerate(words) if w.text == "choosing" and not w.quoted and i > 1), None)
    if cut is not None:
        picked = choices(line, words[cut].column + len("choosing") + 1)
        words = words[:cut]
    kind, rest = TAKE_VERBS[words[1].text], words[2:]
    end = words[-1].column + len(words[-1].text)
    if kind == "pass":
        if rest:
            raise LineError(rest[0].column, "expected nothing after 'passes'")
        return Take(pos, who, kind, choices=picked)
    if kind == "end":
        if [w.text for w in rest] not in (["the", "turn"], ["turn"]):
            raise LineError(rest[0].column if rest else end + 1, "expected 'ends the turn'")
        return Take(pos, who, kind, choices=picked)
    if kind == "invite":  # "P1 invites P3": the teammate gets the turn player's Priority (489.8.a)
        if len(rest) != 1:
            raise LineError(rest[0].column if rest else end + 1, "expected 'P1 invites P3' (a teammate)")
        return Take(pos, who, kind, index=player(rest[0], 1), choices=picked)
    if not rest:
        raise LineError(end + 1, f"expected what the player {words[1].text}")
    if kind == "rune":
        if rest[-1].text not in RUNE_ABILITIES or len(rest) < 2:
            raise LineError(rest[-1].column, "expected 'P1 uses RUNE exhaust' or 'P1 uses RUNE recycle' (164.2)")
        return Take(pos, who, kind, (_name(rest[:-1]),), index=RUNE_ABILITIES.index(rest[-1].text), choices=picked)
    if kind == "activate":
        index = 0
        if len(rest) > 2 and rest[-2].text == "ability":
            index = number(rest[-1], end, "an ability number") - 1
            rest = rest[:-2]
        return Take(pos, who, kind, (_name(rest),), index=index, choices=picked)
    if kind == "hide":
        at = next((i for i, w in enumerate(rest) if w.text == "at" and not w.quoted), None)
        tail = rest[at + 1:] if at is not None else []
        if at is None or len(tail) != 2 or tail[0].text != "battlefield":
            raise LineError(end + 1, "expected 'P1 hides X at battlefield N'")
        return Take(pos, who, kind, (_name(rest[:at]),), to=number(tail[1], end, "a battlefield number") - 1,
                    choices=picked)
    names, to, has_place = battlefield_tail(rest)
    if kind == "move" and not has_place:
        raise LineError(end + 1, "expected 'to base' or 'to battlefield N' after the units")
    objects = tuple(part for part in " ".join(w.text for w in names).split(" and ") if part)
    if not objects:
        raise LineError(rest[0].column, "expected an object name or label")
    if kind == "play" and len(objects) != 1:
        raise LineError(rest[0].column, "a player plays one card at a time")
    return Take(pos, who, kind, objects, to=to, choices=picked)


def _name(words: list[Word]) -> str:
    if not words:
        raise LineError(1, "expected an object name or label")
    return " ".join(w.text for w in words)


def expectation(pos: Pos, words: list[Word], line: str) -> GameExpect | None:
    """A whole game's expectation (``words`` start after "expect"), or None if it is not one."""
    texts = [w.text for w in words]
    if len(words) >= 3 and texts[1] == "may" and texts[0][:1] == "P":
        negated = texts[2] == "not"
        action = words[3:] if negated else words[2:]
        verb = {"play": "plays", "activate": "activates", "move": "moves", "hide": "hides", "use": "uses",
                "pass": "passes", "end": "ends", "invite": "invites"}.get(action[0].text if action else "")
        if verb is None:
            raise LineError(action[0].column if action else len(line) + 1, "expected an action after 'may': "
                            "play, activate, move, hide, use, pass, invite or end the turn")
        head = split_words(f"{texts[0]} {verb}")
        return GameExpect(pos, "may", take(pos, head + action[1:], line), negated=negated)
    if texts == ["no", "winner"] or texts == ["no", "showdown"]:
        return GameExpect(pos, texts[1], negated=True)
    if len(texts) == 2 and texts[0] in ("winner", "turn", "focus", "priority"):
        return GameExpect(pos, texts[0], value=player(words[1], 1))
    if len(texts) == 2 and texts[0] == "phase":
        return GameExpect(pos, "phase", value=phase(words, line))
    if texts[:3] == ["showdown", "at", "battlefield"] and len(words) == 4:
        return GameExpect(pos, "showdown", value=number(words[3], len(line), "a battlefield number") - 1)
    if len(words) == 4 and texts[1] in ("controls", "contests") and texts[2] == "battlefield" and texts[0][:1] == "P":
        return GameExpect(pos, texts[1], value=number(words[3], len(line), "a battlefield number") - 1,
                          take=Take(pos, player(words[0], 1), "none"))
    return None
