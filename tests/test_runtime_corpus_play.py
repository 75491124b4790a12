"""Every compiled card of the corpus can be played by the runtime with its default choices.

Compiling proves the card text lowers to runtime objects; this plays each compiled unit, gear and
spell once on a small board (two units per player, cards to draw) with ``FirstLegalChooser``, so a
card that compiles but cannot run (a spell with two sets of instructions, a default choice that
breaks a group requirement) fails here rather than in a user's engine. ``IllegalAction`` (the play
is not allowed on this board) is an answer, not an error.
"""

from __future__ import annotations

from corpus_paths import corpus_jsonl
from riftc import pipeline
from riftc.runtime import CardDef, Game, IllegalAction, Zone
from riftc.sources import read_sources

DUMMY = CardDef(id="T-DUMMY", name="Training Dummy", type="Unit", might=3)
NOT_PLAYED = ("legend", "battlefield", "rune")  # on the board from the start, never played from hand


def test_every_compiled_card_plays_with_default_choices() -> None:
    failures = []
    for card in read_sources([corpus_jsonl()]).cards:
        definition = pipeline.compile_card(card).definition
        if definition is None or (definition.type or "").lower() in NOT_PLAYED:
            continue
        game = Game()
        for player in (0, 1):
            game.add(DUMMY, player, Zone.BASE)
            game.add(DUMMY, player, Zone.MAIN_DECK)
            game.add(DUMMY, player, Zone.MAIN_DECK)
        try:
            game.play(game.add(definition, 0, Zone.HAND), pay=False)
        except IllegalAction:
            continue
        except Exception as error:  # noqa: BLE001 - any other error is what this test reports
            failures.append(f"{card.id} {card.name}: {type(error).__name__}: {error}")
    assert failures == []
