"""Benchmark: Kinkou Monk's play trigger as compiled by riftc, against a hand-written Python function
doing the same state change, on the same board of 20 units, in the same run; prints both and the ratio.

    .venv/bin/python benchmarks/runtime_kinkou.py [--repeat N] [--units N]

The compiled ability is the registry's ``CARDS["OGN-141"]`` (generated/registry.py, written by
``riftc build cards/`` from the card's text): "When you play me, buff up to two other friendly units."
Both sides do what resolving that trigger means in the rules and nothing more:

* choose the targets, checking each is legal (355.9: an *other friendly unit* on the board);
* on resolution, check them again (359.3.e.2) and buff each one, the buff of an already buffed unit
  being negated (426.1.b.1), each action logged as an Event with its rule (the runtime's game
  action ``buff`` is the state change both call), and a unit reaching 5 Might "becomes Mighty" (709).

The compiled side runs through the interpreter's generic machinery (Resolution, selectors, links,
layers); the hand-written side knows the card. Both start from identical fresh boards (built outside
the timed region) and their resulting states are compared, so the work is the same.
"""

from __future__ import annotations

import argparse
import runpy
import statistics
import time
from pathlib import Path
from typing import Callable

from riftc.runtime import (CardDef, Effect, Game, GameObject, Resolution, ScriptedChooser, TriggeredAbility,
                           Zone)
from riftc.runtime.rules import actions

REGISTRY = Path(__file__).resolve().parents[1] / "generated" / "registry.py"


def monk_trigger(cards: dict[str, CardDef]) -> Effect:
    """The effect of Kinkou Monk's compiled play trigger."""
    (trigger,) = [a for a in cards["OGN-141"].abilities if isinstance(a, TriggeredAbility)]
    return trigger.effect


def board(monk: CardDef, units: int) -> tuple[Game, GameObject, list[GameObject]]:
    """Monk on the board with ``units`` friendly and enemy units around it, every third one buffed."""
    game = Game()
    vanilla = [CardDef(id=f"B-{i}", name=f"Unit {i}", type="Unit", might=2 + i % 4) for i in range(units)]
    mine = [game.add(card, owner=i % 2, zone=Zone.BASE, buffs=1 if i % 3 == 0 else 0)
            for i, card in enumerate(vanilla)]
    me = game.add(monk, owner=0, zone=Zone.BASE)
    return game, me, [o for o in mine if o.controller == 0]


def compiled(game: Game, me: GameObject, picks: list[GameObject], effect: Effect) -> None:
    """The interpreter: targets chosen by the chooser when the trigger is put on the chain, then resolved."""
    res = Resolution(game.state, source=me.oid, controller=me.controller, chooser=ScriptedChooser(picks))
    if res.choose_targets(effect):
        res.run(effect)


def hand_written(game: Game, me: GameObject, picks: list[GameObject]) -> None:
    """The same trigger written by hand for this one card."""
    state = game.state

    def legal(obj: GameObject) -> bool:  # an other friendly unit on the board (355.9)
        return obj.on_board and obj.controller == me.controller and obj.oid != me.oid \
            and obj.card.type == "Unit"

    chosen = [o.oid for o in picks if legal(o)][:2]          # "up to two", chosen when triggered
    before = actions.mighty_ids(state)
    for oid in chosen:                                          # resolution: re-check, then buff
        obj = state.get(oid)
        if obj is not None and legal(obj):
            actions.buff(state, oid, by=me.controller, source=me.oid)
    actions.note_becomes_mighty(state, before)                  # a 4-Might unit buffed to 5 (709)


def measure(run: Callable[[Game, GameObject, list[GameObject]], None], monk: CardDef, units: int,
            repeat: int) -> tuple[float, list[tuple[int, ...]]]:
    """Median seconds of one trigger resolution over ``repeat`` fresh boards; the final states."""
    times, results = [], []
    for i in range(repeat):
        game, me, friends = board(monk, units)
        picks = [friends[i % len(friends)], friends[(i + 1) % len(friends)]]
        start = time.perf_counter()
        run(game, me, picks)
        times.append(time.perf_counter() - start)
        results.append(tuple(o.buffs for o in game.state.board_objects()) + (len(game.state.log),))
    return statistics.median(times), results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    parser.add_argument("--units", type=int, default=20)
    args = parser.parse_args()
    cards: dict[str, CardDef] = runpy.run_path(str(REGISTRY))["CARDS"]
    monk, effect = cards["OGN-141"], monk_trigger(cards)
    measure(lambda g, m, p: compiled(g, m, p, effect), monk, args.units, 50)  # warm-up
    slow, compiled_states = measure(lambda g, m, p: compiled(g, m, p, effect), monk, args.units, args.repeat)
    fast, hand_states = measure(hand_written, monk, args.units, args.repeat)
    if compiled_states != hand_states:
        raise SystemExit("the compiled trigger and the hand-written function did not reach the same state")
    print(f"board: {args.units} units + Kinkou Monk, {args.repeat} runs each (median of one resolution)")
    print(f"compiled (registry OGN-141): {slow * 1e6:9.1f} us")
    print(f"hand-written Python:         {fast * 1e6:9.1f} us")
    print(f"ratio compiled / hand-written: {slow / fast:.2f}x (goal: within 3x)")


if __name__ == "__main__":
    main()
