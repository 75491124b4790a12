"""Instructions done by players other than the ability's controller: "They move a unit they control to
the same battlefield", "the attacker and defender each [Add] [1]", "Each player chooses a unit they
control. Kill the rest."

``DoneBy(players, then)`` runs ``then`` once for each player ``players`` names, in turn order from the
turn player (303.2.a), with that player as its "you": they are responsible for its game actions (411.1)
and make its choices (190.6.c, 355.10.e: what other players choose is never a target, it is picked as
the instruction executes, so ``then`` holds ``Pick`` references, not ``Choose``). Each request put to a
player names them (``ChoiceRequest.player``), so the chooser answering for that player answers it.

The player references here: ``Combatants`` ("the attacker and defender", 464.2.c) and ``Together``
("you and that player", "you and each opponent"). ``PickParts`` is several picks made together ("2
units, 2 gear, 2 runes, and 2 cards in their hands"); ``Unchosen`` is "the rest": what the players
could have chosen and did not. ``PlaceOnDeck`` is "places it on the top or bottom of their Main Deck".
``ChooseOption`` is "chooses Cards or Runes"; ``ForEachPlayerWho`` is "For each player that chooses
Cards, …" and "For each opponent who did, …", with "that player" the player of the moment.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choices import Pick
from ..model.choosers import ChoiceRequest, mode_code
from ..model.events import Outcome, log
from ..model.selectors import Selector
from ..model.targets import ObjectRef, PlayerRef, Referents, Scope
from ..rules import zone_actions
from .instructions import for_each_object
from .resolution import Effect, Instruction, Resolution


def in_turn_order(scope: Scope, players: tuple[int, ...]) -> tuple[int, ...]:
    """``players`` in turn order from the turn player (303.2.a: actions done at the same time are
    done in turn order, starting with the current turn player)."""
    seats = len(scope.state.players)
    return tuple(sorted(dict.fromkeys(players), key=lambda pid: (pid - scope.state.current) % seats))


@dataclass(frozen=True)
class Combatants(PlayerRef):
    """"the attacker and defender": the players attacking and defending in the combat at the source's
    battlefield (464.2.c; a battlefield's own ability, or a unit's there); none without a combat there."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        source = scope.source_object()
        where = None if source is None else source.battlefield
        if where is None or not 0 <= where < len(scope.state.battlefields):
            return ()
        field = scope.state.battlefields[where]
        return tuple(p for p in (field.attacker, field.defender) if p is not None)


@dataclass(frozen=True)
class Together(PlayerRef):
    """"you and that player", "you and each opponent": every player one of ``parts`` names, each once;
    ignored only if every part is (a player who was never chosen does nothing, you still do)."""

    parts: tuple[PlayerRef, ...]

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        found = [part.players(scope) for part in self.parts]
        if all(players is None for players in found):
            return None
        # together, they act in turn order from the turn player (303.2.a)
        return in_turn_order(scope, tuple(p for players in found if players is not None for p in players))


@dataclass(frozen=True)
class DoneBy(Instruction):
    """``then`` done by each player ``players`` names, in turn order from the turn player (303.2.a), each
    as its "you" (411.1: the player who performs a game action is responsible for it; 190.6.c, 355.10.e:
    they make its choices, on resolution). Afterwards each instruction of ``then`` has the outcomes of
    every player's turn merged ("the units chosen" are all of them); each player's own stay in
    ``Resolution.player_outcomes`` ("for each opponent who did"). Its own Outcome names the players and
    is performed if any of their instructions was ("if they do"). Ignored if ``players`` is."""

    players: PlayerRef
    then: Effect
    action = "done_by"

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,)

    def execute(self, ctx: Resolution) -> Outcome:
        found = ctx.players(self.players)
        if found is None:
            return ctx.ignored(self, "359.3.e.14.a")
        indices = [index for index, _ in self.then.walk(ctx.step + 1)]
        merged: dict[int, Outcome] = {}
        controller, payer = ctx.controller, ctx.payer
        outcome = Outcome(self.action)
        try:
            for pid in in_turn_order(ctx, found):
                ctx.controller = pid
                # The automatic rune payer is the ability's controller's: another player pays from their pool.
                ctx.payer = payer if pid == controller else None
                log(ctx.state, self.action, (), True, f"{ctx.state.player(pid).name} does: "
                    f"{', '.join(i.action for i in self.then.instructions)}", "411.1", by=pid, source=ctx.source)
                for index in indices:  # each player's links read their own instructions
                    ctx.outcomes.pop(index, None)
                ctx.run_nested(self)
                for index in indices:
                    own = ctx.outcomes.get(index)
                    if own is None:
                        continue
                    ctx.player_outcomes[(pid, index)] = own
                    merged[index] = own if index not in merged else merged[index].merge(own)
                outcome = outcome.merge(Outcome(self.action, players=(pid,)))
        finally:
            ctx.controller, ctx.payer = controller, payer
        ctx.outcomes.update(merged)
        # "If they do" links here: performed if what any of them did was (359.3.e.14)
        return Outcome(self.action, players=outcome.players, done=any(o.performed for o in merged.values()))


@dataclass(frozen=True)
class PickParts(ObjectRef):
    """"2 units, 2 gear, 2 runes, and 2 cards in their hands": one pick per part, made together as the
    instruction executes (355.10.e), each as many as possible (a player with one gear picks that one)."""

    parts: tuple[Pick, ...]

    def resolve(self, scope: Scope) -> Referents:
        picked: list[int] = []
        for part in self.parts:
            options = tuple(o for o in part.selector.select(scope.source_object(), scope.controller, scope.view)
                            if o not in picked)
            prompt = f"pick {'up to ' if part.up_to else ''}{part.count} {part.selector.describe()}"
            picked += scope.pick(options, 0 if part.up_to else part.count, part.count, prompt)
        return Referents(tuple(picked))


@dataclass(frozen=True)
class Unchosen(ObjectRef):
    """"the rest" after "Each player chooses a unit they control": every object ``selectors`` give for
    each player ``players`` names (judged as that player's "you", as they chose), less those
    instruction ``link`` chose; ignored if that instruction never ran (359.3.e.14.a)."""

    link: int
    selectors: tuple[Selector, ...]
    players: PlayerRef

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        found = self.players.players(scope)
        if outcome is None or outcome.ignored or found is None:
            return Referents(ignored=True, rule="359.3.e.14.a")
        source, view, rest = scope.source_object(), scope.view, []
        for pid in in_turn_order(scope, found):
            for selector in self.selectors:
                rest += [o for o in selector.select(source, pid, view) if o not in outcome.targets and o not in rest]
        return Referents(tuple(rest))


@dataclass(frozen=True)
class PlaceOnDeck(Instruction):
    """"places it on the top or bottom of their Main Deck": the player doing it (the ability's "you"; its
    owner in "Its owner places it …", through ``DoneBy``) decides, as it executes, which end of the
    owner's Main Deck each object goes to (056.2: only the owner's deck); a new object there (124.1)."""

    target: ObjectRef
    action = "put_on_deck"

    def execute(self, ctx: Resolution) -> Outcome:
        def place(oid: int) -> Outcome:
            obj = ctx.state.get(oid)
            top = obj is not None and ctx.confirm(f"put {obj.name} on the top of its owner's Main Deck? "
                                                  "(otherwise the bottom)")
            return zone_actions.put_on_deck(ctx.state, oid, top=top, by=ctx.controller, source=ctx.source)
        return for_each_object(ctx, self, "target", place)


@dataclass(frozen=True)
class ChooseOption(Instruction):
    """"chooses Cards or Runes": the player doing it (its "you") picks one of the named ``options`` as it
    executes; a choice option is ``mode_code(k)``, and the Outcome's ``amount`` is the index picked."""

    options: tuple[str, ...]
    action = "choose_option"

    def __post_init__(self) -> None:
        if len(self.options) < 2:
            raise ValueError("ChooseOption needs at least two options")

    def execute(self, ctx: Resolution) -> Outcome:
        names = " or ".join(self.options)
        request = ChoiceRequest(ctx.controller, ctx.source, f"{ctx.state.player(ctx.controller).name}: choose {names}",
                                tuple(mode_code(k) for k in range(len(self.options))), 1, 1,
                                descriptions=self.options)
        (picked,) = ctx.ask(request)
        index = -picked - 1000
        log(ctx.state, self.action, (), True, f"{ctx.state.player(ctx.controller).name} chooses {self.options[index]}",
            "411.1", by=ctx.controller, source=ctx.source)
        return Outcome(self.action, players=(ctx.controller,), amount=index, done=True)


#: What a player must have done for ``ForEachPlayerWho``: performed the instruction ("who did", 359.3.e.14),
#: or picked option ``option`` of a ``ChooseOption`` ("that chooses Cards").
PLAYER_TESTS = ("did", "chose")


@dataclass(frozen=True)
class ForEachPlayerWho(Instruction):
    """"For each opponent who did, …", "For each player that chooses Cards, …": ``then`` once for each
    player ``players`` names (in turn order, 303.2.a) whose own outcome of instruction ``link`` (each
    player's, kept by ``DoneBy``) passes ``test``. While ``then`` runs, this instruction's Outcome names
    that player, so "that player" (``ChosenPlayer(link=<this>)``) is them; "you" stays the controller."""

    link: int
    players: PlayerRef
    then: Effect
    test: str = "did"
    option: int = 0
    action = "each_player_who"

    def __post_init__(self) -> None:
        if self.test not in PLAYER_TESTS:
            raise ValueError(f"ForEachPlayerWho.test must be one of {PLAYER_TESTS}")

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,)

    def execute(self, ctx: Resolution) -> Outcome:
        found = ctx.players(self.players)
        if found is None:
            return ctx.ignored(self, "359.3.e.14.a")
        outcome = Outcome(self.action)
        for pid in in_turn_order(ctx, found):
            own = ctx.player_outcomes.get((pid, self.link))
            if own is None or own.ignored or not (own.performed if self.test == "did" else own.amount == self.option):
                continue
            ctx.outcomes[ctx.step] = Outcome(self.action, players=(pid,), done=True)  # "that player"
            ctx.run_nested(self)
            outcome = outcome.merge(Outcome(self.action, players=(pid,), done=True))
        return outcome
