"""Scenario runner: one Scenario → a riftc.runtime Game built from its board, its steps played, its
expectations checked; returns a ScenarioResult (passed / failed / pending) with the event log.

Card behaviour always comes from card text compiled by ``riftc.pipeline.compile_card``; the runner
only places objects, answers choices and calls the ``Game`` API.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from riftc.errors import Diagnostic, format_diagnostic
from riftc.pipeline import CardResult, compile_card
from riftc.runtime import (THIS_TURN, CardDef, Effect, FirstLegalChooser, Game, GameObject,
                           IllegalAction, IllegalChoice, MightModifier, OrderRequest, RunePool, ScriptedChooser,
                           Zone)
from riftc.runtime.model.choosers import amount_code, location_code, mode_code, player_code
from riftc.runtime.engine.procedures import resume
from riftc.scenarios import actions as acts, game_steps
from riftc.scenarios.checks import ScenarioFailure, check
from riftc.scenarios.model import (Act, Activate, EndTurn, Expect, GameExpect, Item, Placement, Play, Pos, Scenario,
                                   ScenarioFile, Take)
from riftc.scenarios.reader import References, find_scenario_files, load_references, read_scenario_file
from riftc.sources import CardSource, read_sources

PROJECT_CARDS = Path(__file__).resolve().parents[2] / "cards"
_SETS_NOT_READ = "not run: the set files named by this file's 'sets:' lines"
ZONES = {"base": Zone.BASE, "battlefield": Zone.BATTLEFIELD, "hand": Zone.HAND, "deck": Zone.MAIN_DECK,
         "trash": Zone.TRASH, "champion": Zone.CHAMPION, "banishment": Zone.BANISHMENT, "legend": Zone.LEGEND,
         "rune deck": Zone.RUNE_DECK}


@dataclass(frozen=True)
class ScenarioResult:
    """How one scenario went. ``where`` is file:line of the failing line (else of the scenario)."""

    file: str
    line: int
    name: str
    status: str  # "passed", "failed" or "pending"
    message: str = ""
    where: str = ""
    log: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status == "passed"


class _NotCompiled(Exception):
    """A card the scenario needs did not compile (``crashed``: the compiler raised)."""

    def __init__(self, message: str, crashed: bool = False) -> None:
        super().__init__(message)
        self.message, self.crashed = message, crashed


@dataclass
class CardLibrary:
    """Cards from set files, found by id or name, compiled once each."""

    cards: tuple[CardSource, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()  # problems reading the sets (from_paths)
    _compiled: dict[tuple[str, int, str], CardResult] = field(default_factory=dict)

    @classmethod
    def from_paths(cls, paths: Iterable[str | Path]) -> CardLibrary:
        """Read set folders/files; the problems reading them are kept in ``diagnostics``."""
        found = read_sources(list(paths))
        return cls(found.cards, found.diagnostics)

    def find(self, ref: str, first: Sequence[CardSource] = ()) -> CardSource | None:
        """The card with id or name ``ref``, looking in ``first`` (inline cards, latest first) before the sets."""
        for card in [*reversed(first), *self.cards]:
            if ref in (card.id, card.name):
                return card
        return None

    def compile(self, card: CardSource) -> CardDef:
        """The card's runtime definition, or _NotCompiled with its diagnostic."""
        key = (card.path, card.line, card.id)
        if key not in self._compiled:
            try:
                self._compiled[key] = compile_card(card)
            except Exception as error:  # a compiler bug: report it, keep running the other scenarios
                raise _NotCompiled(f"the compiler crashed on {card.id} {card.name}: "
                                   f"{type(error).__name__}: {error}", crashed=True) from None
        result = self._compiled[key]
        if not result.compiled:
            failure = result.failure
            raise _NotCompiled(format_diagnostic(failure) if failure else f"{card.id} {card.name}: not compiled",
                               crashed=failure is not None and failure.code == "internal-error")
        assert isinstance(result.definition, CardDef)
        return result.definition


@lru_cache(maxsize=4)
def default_library(paths: tuple[str, ...] = (str(PROJECT_CARDS),)) -> CardLibrary:
    """The project's ``cards/`` (or the given paths), read once per process."""
    return CardLibrary.from_paths(paths)


# ---------------------------------------------------------------- running


def run_paths(paths: Iterable[str | Path], library: CardLibrary | None = None,
              references: References | None = None) -> list[ScenarioResult]:
    """Run every scenario of the files and folders given."""
    library = library or default_library()
    references = references or load_references()
    results: list[ScenarioResult] = []
    for path in find_scenario_files(paths):
        results += run_file(read_scenario_file(path, references), library)
    return results


def run_file(source: ScenarioFile, library: CardLibrary) -> list[ScenarioResult]:
    """Run each scenario of a file; problems outside any scenario make one failed result."""
    results = []
    if source.diagnostics:
        first = source.diagnostics[0].location
        text = "\n".join(format_diagnostic(d) for d in source.diagnostics)
        results.append(ScenarioResult(source.path, first.line, "(file)", "failed", text,
                                      f"{source.path}:{first.line}"))
    return results + [run_scenario(s, library) for s in source.scenarios]


def run_scenario(scenario: Scenario, library: CardLibrary | None = None) -> ScenarioResult:
    """Build the board, run the steps, check the expectations; never raises for a bad scenario.
    A scenario with a ``pending:`` reason is pending while it fails (the message says where and why)
    and fails once it passes, so that it gets its ``pending:`` line removed."""
    result = _run(scenario, library or default_library())
    reason = scenario.pending_reason
    if reason is None or scenario.diagnostics:
        return result
    if result.status == "passed":
        return replace(result, status="failed", message=f"this pending scenario passes now: remove its "
                       f"'pending:' line (it said: {reason})")
    if "the compiler crashed" in result.message or "internal-error" in result.message:
        return result  # a compiler bug is never pending
    if result.message.startswith(_SETS_NOT_READ):
        return result  # nor a set that cannot be read
    first = result.message.splitlines()[0] if result.message else ""
    return replace(result, status="pending", message=f"pending: {reason} (now: {result.where}: {first})")


def _run(scenario: Scenario, library: CardLibrary) -> ScenarioResult:
    if scenario.diagnostics:
        text = "\n".join(format_diagnostic(d) for d in scenario.diagnostics)
        line = scenario.diagnostics[0].location.line
        return _result(scenario, "failed", text, f"{scenario.path}:{line}")
    if scenario.sets and default_library(scenario.sets).diagnostics:  # not run with cards missing
        problems = default_library(scenario.sets).diagnostics
        text = "\n".join(format_diagnostic(d) for d in problems)
        return _result(scenario, "failed", f"{_SETS_NOT_READ} could not be read completely:\n{text}")
    try:
        definitions = _definitions(scenario, library)
    except _NotCompiled as problem:
        if problem.crashed:
            return _result(scenario, "failed", f"card does not compile: {problem.message}")
        if scenario.pending:
            first = problem.message.splitlines()[0]
            return _result(scenario, "pending", f"pending: card does not compile: {first}")
        return _result(scenario, "failed", f"card does not compile: {problem.message}")
    except ScenarioFailure as failure:
        return _result(scenario, "failed", failure.message, str(failure.pos))
    game, objects = _setup(scenario, definitions, _token_cards(scenario, library))
    try:
        _run_items(game, objects, scenario.items)
    except ScenarioFailure as failure:
        return _result(scenario, "failed", failure.message, str(failure.pos), tuple(game.log))
    return _result(scenario, "passed", "", log=tuple(game.log))


def _result(scenario: Scenario, status: str, message: str, where: str = "",
            log: tuple[str, ...] = ()) -> ScenarioResult:
    return ScenarioResult(scenario.path, scenario.line, scenario.name, status, message,
                          where or scenario.where, log)


def _definitions(scenario: Scenario, library: CardLibrary) -> dict[str, CardDef]:
    """Compile every placed card (and only those: a broken card no scenario places fails nothing);
    keyed by the reference used in the placement."""
    found: dict[str, CardDef] = {}
    libraries = [library] + ([default_library(scenario.sets)] if scenario.sets else [])  # + the file's 'sets:'
    for placement in scenario.placements:
        for where in libraries:
            card = where.find(placement.card, scenario.cards)
            if card is not None:
                found[placement.card] = where.compile(card)
                break
        else:
            raise ScenarioFailure(placement.pos, f"unknown card {placement.card!r}: expected the id or name of "
                                  "a card of the loaded sets (--cards, 'sets:') or of a 'card'/'unit' defined here")
    return found


@dataclass
class Board:
    """The scenario's objects by label, card name and card id (a reference must be unambiguous)."""

    by_name: dict[str, list[GameObject]] = field(default_factory=dict)
    paying: set[int] = field(default_factory=set)  # players with a 'runes:' line pay for what they play
    game: Game | None = None  # for objects created during the scenario (tokens, copies)

    def add(self, obj: GameObject, names: Iterable[str]) -> None:
        for name in dict.fromkeys(names):
            self.by_name.setdefault(name, []).append(obj)

    def created(self, name: str) -> list[GameObject]:
        """Objects the scenario didn't place (tokens played, cards created) that have this name, on the
        board first: a token is referred to by its name once it exists."""
        if self.game is None:
            return []
        placed = {id(o) for objs in self.by_name.values() for o in objs}
        found = [o for o in self.game.state.objects.values() if id(o) not in placed and o.name == name]
        on_board = [o for o in found if o.on_board]
        return on_board or found

    def get(self, name: str, pos: Pos) -> GameObject:
        found = self.by_name.get(name, []) or self.created(name)
        if len(found) != 1:
            why = "no object" if not found else f"{len(found)} objects"
            raise ScenarioFailure(pos, f"{why} called {name!r} in this scenario; known: "
                                  f"{', '.join(sorted(self.by_name)) or 'none'} (use 'as LABEL' to tell copies apart)")
        return found[0]


def _token_cards(scenario: Scenario, library: CardLibrary) -> tuple[CardDef, ...]:
    """The token cards (supertype Token) of the loaded sets and inline cards that compile: they
    define the tokens effects play (187)."""
    found: dict[str, CardDef] = {}
    for card in [*library.cards, *scenario.cards]:
        if card.supertype == "Token" and card.name not in found:
            try:
                found[card.name] = library.compile(card)
            except _NotCompiled:
                continue
    return tuple(found.values())


def _setup(scenario: Scenario, definitions: dict[str, CardDef],
           tokens: tuple[CardDef, ...] = ()) -> tuple[Game, Board]:
    """A game with two players, enough battlefields, the placements and the rune pools."""
    fields = max([p.battlefield + 1 for p in scenario.placements if p.battlefield is not None]
                 + [c.battlefield + 1 for c in scenario.controls] + [2])
    game = Game(players=tuple(f"P{i + 1}" for i in range(game_steps.players_of(scenario))),
                battlefields=tuple(f"Battlefield {i + 1}" for i in range(fields)), token_cards=tokens)
    board = Board(game=game)
    game.state.current = scenario.turn  # "turn: P2"
    for score in scenario.scores:  # "P1 points: 6", "P1 xp: 2"
        setattr(game.state.player(score.player), score.what, score.value)
    for placement in scenario.placements:
        for _ in range(placement.copies):
            obj = _place(game, placement, definitions[placement.card])
            board.add(obj, [placement.label] if placement.label else [obj.card.name, placement.card])
    for runes in scenario.runes:
        power: dict[str, int] = {}
        for letter in runes.power:
            power[letter] = power.get(letter, 0) + 1
        game.state.player(runes.player).pool = RunePool(runes.energy, power)
    for control in scenario.controls:  # "P1 controls: battlefield 1" (190)
        game.state.battlefields[control.battlefield].controller = control.player
    board.paying = {r.player for r in scenario.runes}
    game_steps.set_up(game, scenario)  # "mode:", "phase:"
    return game, board


def _place(game: Game, placement: Placement, card: CardDef) -> GameObject:
    obj = game.add(card, placement.player, ZONES[placement.zone], battlefield=placement.battlefield,
                   exhausted=placement.exhausted, buffs=placement.buffs)
    obj.stunned, obj.damage = placement.stunned, placement.damage
    obj.attacking, obj.defending, obj.empowered = placement.attacking, placement.defending, placement.empowered
    if obj.battlefield is not None and (obj.attacking or obj.defending):  # a combat in progress there (459)
        field = game.state.battlefields[obj.battlefield]
        if obj.attacking and field.attacker is None:
            field.attacker = obj.controller
        if obj.defending and field.defender is None:
            field.defender = obj.controller
    if placement.might:
        obj.modifiers.append(MightModifier(placement.might, THIS_TURN, None, game.state.tick()))
    return obj


def _run_items(game: Game, board: Board, items: Sequence[Item]) -> None:
    """Run steps and check expectations in order; an ``expect error`` belongs to the step before it."""
    index = 0
    while index < len(items):
        item = items[index]
        following = items[index + 1] if index + 1 < len(items) else None
        expects_error = isinstance(following, Expect) and following.what == "error"
        if isinstance(item, Expect):
            check(game, board.get, item)
        elif isinstance(item, GameExpect):
            game_steps.check_game(game, board.get, item)
        else:
            error = _run_step(game, board, item, expects_error)
            if expects_error:
                _check_error(following, error)  # type: ignore[arg-type]
                index += 1
        index += 1


def _run_step(game: Game, board: Board, step: Play | Activate | EndTurn | Act,
              expects_error: bool) -> Exception | None:
    """Run one step; return the rules error it raised when one is expected, else raise a failure."""
    chooser = _chooser(board, step)
    _check_battlefield(game, getattr(step, "to", None), step.pos)
    try:
        _dispatch(game, board, step, chooser)
    except (IllegalChoice, IllegalAction) as error:
        if expects_error:
            return error
        raise ScenarioFailure(step.pos, f"the step failed: {error}") from None
    except ScenarioFailure:
        raise
    except Exception as error:  # a runtime bug: show it as this step's failure
        raise ScenarioFailure(step.pos, f"the step raised {type(error).__name__}: {error}") from None
    if isinstance(chooser, ScriptedChooser) and chooser.answers and not expects_error:
        raise ScenarioFailure(step.pos, f"{len(chooser.answers)} of the 'choosing' answers were not asked "
                              f"for (the step asked {len(chooser.requests)} choices)")
    return None


class _OrderingChooser(FirstLegalChooser):
    """The default choices, with a scripted order for simultaneous triggers (383.3.d)."""

    def __init__(self, script: ScriptedChooser) -> None:
        self.script = script

    def order(self, request: OrderRequest) -> tuple[int, ...]:
        return self.script.order(request)


def _chooser(board: Board, step: Play | Activate | EndTurn | Act) -> ScriptedChooser | FirstLegalChooser:
    picked = getattr(step, "choices", None)
    orders = [tuple(board.get(name, step.pos) for name in step.orders)] if step.orders else []
    if picked is None:
        return _OrderingChooser(ScriptedChooser(orders=orders)) if orders else FirstLegalChooser()
    answers: list[bool | tuple[GameObject, ...]] = []
    for group in picked:
        if group in (("yes",), ("no",)):
            answers.append(group == ("yes",))  # the answer to a "you may" question
        else:
            answers.append(tuple(_answer(board, name, step.pos) for name in group))
    return ScriptedChooser(*answers, orders=orders)


def _answer(board: Board, name: str, pos: Pos) -> GameObject | int:
    """An object by name, a location ("base", "battlefield N") for a move's destination, "mode N"
    for "Choose one —" (355.3), "player P2" for "choose a player", or "amount N" for "Pay any
    amount of [A]" (204.3.b)."""
    words = name.split()
    if len(words) == 2 and words[0] == "mode" and words[1].isdigit() and int(words[1]) >= 1:
        return mode_code(int(words[1]) - 1)
    if len(words) == 2 and words[0] == "amount" and words[1].isdigit():
        return amount_code(int(words[1]))  # "Pay any amount of [A]" (204.3.b)
    if words == ["base"]:
        return location_code(("base", None))
    if len(words) == 2 and words[0] == "player" and words[1] in ("P1", "P2", "P3", "P4"):
        return player_code(int(words[1][1]) - 1)  # "choose a player" (player_choices)
    if len(words) == 2 and words[0] == "battlefield" and words[1].isdigit():
        _check_battlefield(board.game, int(words[1]) - 1, pos)
        return location_code(("battlefield", int(words[1]) - 1))
    return board.get(name, pos)


def _check_battlefield(game: Game | None, index: int | None, pos: Pos) -> None:
    """A step's "battlefield N" names one of the game's battlefields (there are as many as the
    placements and 'controls:' lines name, at least two)."""
    if game is None or index is None or 0 <= index < len(game.state.battlefields):
        return
    count = len(game.state.battlefields)
    raise ScenarioFailure(pos, f"there is no battlefield {index + 1}: this game has battlefields 1 to {count} "
                          "(a placement or 'controls:' line on battlefield N gives the game N battlefields)")


def _dispatch(game: Game, board: Board, step: Play | Activate | EndTurn | Act,
              chooser: ScriptedChooser | FirstLegalChooser) -> None:
    if isinstance(step, Take):  # a player's action in a whole game (Game.take)
        game_steps.run_take(game, board.get, step, chooser)
    elif isinstance(step, Play):
        obj = board.get(step.obj, step.pos)
        game.play(obj, player=obj.owner, chooser=chooser, to=step.to,
                  pay=obj.owner in board.paying, resolve=step.resolve)
    elif isinstance(step, Activate):
        game.activate(board.get(step.obj, step.pos), step.index, chooser=chooser, resolve=step.resolve)
    elif isinstance(step, EndTurn):
        game.end_turn(draw=step.draw)
    elif step.verb == "resolve_top":  # one chain item, then its cleanup and triggers (340.1)
        if not game.state.chain:
            raise ScenarioFailure(step.pos, "'resolve top': the chain is empty")
        _answer_resolving(game, step, chooser, top=True)
        game.resolve_top()
    elif step.verb == "resolve_chain":
        _answer_resolving(game, step, chooser, top=False)
        game.run()
        resume(game)  # in a whole game, a phase or combat step waiting for the chain goes on
    else:
        obj = board.get(step.obj, step.pos) if step.obj is not None else None
        if step.verb == "hide" and obj is not None:  # a player's action with a cost, like playing
            game.hide(obj, step.to or 0, player=obj.owner if step.by is None else step.by,
                      pay=obj.owner in board.paying)
            return
        other = board.get(step.other, step.pos) if step.other is not None else None
        game.state.chooser = chooser  # answers what the action itself asks (an "as attached" choice)
        try:
            acts.perform(game, step, obj, other)
        finally:
            game.state.chooser = game.chooser
        if step.resolve:
            game.execute(Effect(), chooser=chooser)  # cleanup, then triggers of what just happened
        else:  # "… without resolving": cleanup and triggers put on the chain, which waits
            game._after(chooser)  # noqa: SLF001 (the Game has no public "cleanup and dispatch")


def _answer_resolving(game: Game, step: Act, chooser: ScriptedChooser | FirstLegalChooser, top: bool) -> None:
    """``resolve top|chain choosing …``: the answers go to what the waiting items (the newest, or all
    of them) ask as they resolve ("you may" questions, choices made on resolution), instead of the
    chooser of the step that put them on the chain."""
    if step.choices is None:
        return
    for item in game.state.chain[-1:] if top else game.state.chain:
        item.chooser = chooser


def _check_error(expect: Expect, error: Exception | None) -> None:
    phrase = str(expect.value)
    if error is None:
        raise ScenarioFailure(expect.pos, f"expected the step to fail with an error containing {phrase!r}, "
                              "but it succeeded")
    if phrase.lower() not in str(error).lower():
        raise ScenarioFailure(expect.pos, f"expected an error containing {phrase!r}, got: {error}")
