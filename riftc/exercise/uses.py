"""What is used of each card and how: played, activated, its triggered effects resolved, once per mode,
in each situation until one lets it happen; and the report of what failed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from riftc.pipeline import CompileRun, compile_paths
from riftc.runtime import (CardDef, ChoiceRequest, ConfirmRequest, Effect, FirstLegalChooser, Game, GameObject,
                           IllegalAction, IllegalChoice, PlayToken, TriggeredAbility)
from riftc.runtime.effects.keyword_abilities import activated_instances
from riftc.runtime.rules.hooks import new_resolution
from riftc.runtime.model.choosers import mode_code, player_code

from .boards import SITUATIONS, board, put_on_board
from .invariants import InvariantBroken, checked_log

MAX_MODES = 8  # "Choose one" on a card of the pool offers at most four
LOG_TAIL = 12  # events kept with a failure: the last ones before it


@dataclass(frozen=True)
class ExerciseFailure:
    """One use of one ability that crashed, broke an invariant, or was refused on the exercise board."""

    id: str
    name: str
    ability: str  # "play", "activate ability 2", "trigger ability 1 (mode 3)" ...
    message: str
    log: tuple[str, ...]


@dataclass(frozen=True)
class ExerciseReport:
    """What ``exercise`` found. Of the ``cards`` of the inputs, ``exercised`` compiled and had every use
    succeed, ``failed`` compiled and had a use fail, and ``not_compiled`` were left out."""

    cards: int
    exercised: int
    failures: tuple[ExerciseFailure, ...]
    not_compiled: int = 0

    @property
    def failed(self) -> int:
        return self.cards - self.exercised - self.not_compiled


class _ModeChooser(FirstLegalChooser):
    """The first legal options (the last ones when ``reverse``) and "yes", and mode ``mode`` of every
    "Choose one" (its first mode when it has fewer); remembers how many modes the largest offered."""

    def __init__(self, mode: int, reverse: bool = False) -> None:
        self.mode, self.reverse, self.modes_offered = mode, reverse, 0

    def choose(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        # Mode codes run from mode_code(0) = -1000 down, above the player codes (-2000 and below).
        modes = [option for option in request.options if player_code(0) < option <= mode_code(0)]
        if modes and len(modes) == len(request.options):
            self.modes_offered = max(self.modes_offered, len(modes))
            wanted = mode_code(self.mode)
            return [wanted if wanted in modes else modes[0]][:request.maximum]
        if self.reverse:
            request = replace(request, options=request.options[::-1])
        return super().choose(request)

    def confirm(self, request: ConfirmRequest) -> bool:
        return True


def _uses(card: CardDef, on_board: GameObject, game: Game) -> list[tuple[str, int | None]]:
    """The uses of ``card``: ("play", None), ("activate", i), ("trigger", i) — i counting that kind."""
    uses: list[tuple[str, int | None]] = [("play", None)] if card.type in ("Unit", "Gear", "Spell") else []
    uses += [("activate", index) for index in range(len(activated_instances(game.view().instances(on_board))))]
    triggered = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    uses += [("trigger", index) for index in range(len(triggered))]
    return uses


def _use(game: Game, obj: GameObject, use: tuple[str, int | None]) -> None:
    kind, index = use
    if kind == "play":  # to base, else to the first battlefield it may be played to (355.2)
        places: tuple[int | None, ...] = (None, 0, 1) if obj.card.type in ("Unit", "Gear") else (None,)
        for place in places:
            try:
                game.play(obj, player=0, to=place)
                return
            except IllegalAction:
                if place == places[-1]:
                    raise
    if kind == "activate":
        game.activate(obj, index or 0)
        return
    # A triggered ability resolves as if its event had happened to its own object ("When I attack",
    # "When you play me"): what the event acted on, "it", is the card (383.3.b).
    ability = [a for a in obj.card.abilities if isinstance(a, TriggeredAbility)][index or 0]
    res = new_resolution(game.state, source=obj.oid, controller=obj.controller, chooser=game.chooser,
                         event_objects=(obj.oid,))
    if not res.choose_targets(ability.effect):
        raise IllegalAction(f"{obj.name}: no legal targets for the triggered ability (355.8)")
    res.run(ability.effect)
    game.execute(Effect())  # cleanup, then what the effect triggered (318-324, 383.2.c)


def _label(use: tuple[str, int | None], mode: int, modes: int) -> str:
    kind, index = use
    text = kind if index is None else f"{kind} ability {index + 1}"
    return f"{text} (mode {mode + 1} of {modes})" if modes > 1 else text


def exercise_card(card: CardDef, tokens: tuple[CardDef, ...] = (), tags: tuple[str, ...] = ()) -> list[ExerciseFailure]:
    """Use every ability of ``card`` on fresh exercise boards, with ``tokens`` (the token cards effects
    may play, 187) and a unit with ``tags`` on them; the failures (none when it runs)."""
    failures: list[ExerciseFailure] = []
    probe_game, probe = board(card, _ModeChooser(0), tokens, tags)
    put_on_board(probe_game, probe)
    for use in _uses(card, probe, probe_game):
        mode, modes = 0, 1
        while mode < modes:
            failure, offered = _use_somewhere(card, tokens, tags, use, mode)
            modes = min(MAX_MODES, max(modes, offered))
            if failure is not None:
                message, log = failure
                failures.append(ExerciseFailure(card.id, card.name, _label(use, mode, modes), message, log))
            mode += 1
    return failures


def _use_somewhere(card: CardDef, tokens: tuple[CardDef, ...], tags: tuple[str, ...], use: tuple[str, int | None],
                   mode: int) -> tuple[tuple[str, tuple[str, ...]] | None, int]:
    """Try the use in each situation until one lets it happen: (None, modes offered) when one did, else
    (the failure's message and log tail, modes offered). A crash or a broken invariant ends the search."""
    refusals, offered, log = [], 0, ()
    for (name, situation), reverse in ((situation, reverse) for situation in SITUATIONS for reverse in (False, True)):
        chooser = _ModeChooser(mode, reverse)
        game, obj = board(card, chooser, tokens, tags)
        name += ", last options first" if reverse else ""
        try:
            if use[0] != "play":
                put_on_board(game, obj)
            if situation is not None:
                situation(game, obj, use[0] == "play")
            _use(game, obj, use)
            game.run()  # what the situation left on the chain resolves too
        except (IllegalAction, IllegalChoice) as refused:
            refusals.append((name, str(refused)))
            offered, log = max(offered, chooser.modes_offered), tuple(game.log[-LOG_TAIL:])
            continue
        except InvariantBroken as broken:
            return (f"{name}: invariant broken {broken}", tuple(game.log[-LOG_TAIL:])), chooser.modes_offered
        except Exception as error:  # noqa: BLE001 - a crash of the runtime is what this looks for
            return ((f"{name}: crashed: {type(error).__name__}: {error}", tuple(game.log[-LOG_TAIL:])),
                    chooser.modes_offered)
        offered = max(offered, chooser.modes_offered)
        if game.state.chain:
            return (f"{name}: the chain did not empty ({len(game.state.chain)} item(s) left)",
                    tuple(game.log[-LOG_TAIL:])), offered
        settled = checked_log(game).invariants.broken(game)  # the checks that wait for an action's end
        if settled:
            return (f"{name}: invariant broken once the use was done: {'; '.join(settled)}",
                    tuple(game.log[-LOG_TAIL:])), offered
        return None, offered
    reasons = list(dict.fromkeys(reason for _, reason in refusals))  # the same reason, said once
    if len(reasons) == 1:
        return (f"refused in every situation: {reasons[0]}", log), offered
    return ("refused in every situation: " + "; ".join(f"{name}: {reason}" for name, reason in refusals), log), offered


def exercise(definitions: Sequence[CardDef], tokens: tuple[CardDef, ...] = (), *,
             not_compiled: int = 0) -> ExerciseReport:
    """Exercise each card; ``tokens`` are the token cards effects may play (187)."""
    cards = exercised = 0
    failures: list[ExerciseFailure] = []
    tags = tuple(sorted({tag for card in definitions for tag in card.tags}))
    for card in definitions:
        cards += 1
        found = exercise_card(card, tokens, tags)
        exercised += not found
        failures += found
    return ExerciseReport(cards + not_compiled, exercised, tuple(failures), not_compiled)


def exercise_run(run: CompileRun) -> ExerciseReport:
    """Exercise every card of a compile run that compiled; the tokens effects play are its token
    cards and the unit tokens its cards' texts describe in full."""
    definitions = [r.definition for r in run.results if r.compiled and isinstance(r.definition, CardDef)]
    tokens = tuple(card for card in definitions if card.supertype == "Token")
    tokens += described_tokens(definitions, {token.name: token for token in tokens})
    return exercise(definitions, tokens, not_compiled=sum(not r.compiled for r in run.results))


def described_tokens(definitions: Sequence[CardDef], known: dict[str, CardDef]) -> tuple[CardDef, ...]:
    """The unit tokens the cards' effects play that no token card defines, as their texts describe
    them ("play a 0 [M] Shadow Clone unit token", 187): so that a card using such a token (Zed's
    "Move me and a Shadow Clone you control") finds one on its exercise board."""
    found: dict[str, CardDef] = {}
    for card in definitions:
        for ability in card.abilities:
            effect = getattr(ability, "effect", None)
            steps = effect.walk() if isinstance(effect, Effect) else ()
            for _, step in steps:
                if isinstance(step, PlayToken) and step.name not in known and step.name not in found:
                    token = step.token(known)
                    if token is not None:
                        found[step.name] = token
    return tuple(found.values())


def exercise_paths(paths: Sequence[str | Path]) -> ExerciseReport:
    """Compile the cards of ``paths`` (set files, folders, card JSONL) and exercise every one that compiles."""
    return exercise_run(compile_paths(paths))
