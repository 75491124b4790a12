"""Lowering of instructions done by players other than "you": "Its controller draws 2", "each player
channels 1 rune exhausted", "Its owner channels 1 rune exhausted" (135.2.b.4: the subject of an
instruction is the player who does it). A mixin of ``lower.Lowerer`` (it uses the Lowerer's
``__call__``, ``error`` and ``antecedent``).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from riftc import nodes, runtime


class PlayerLowering:
    """``lower_*`` methods for player subjects; mixed into ``lower.Lowerer``."""

    def lower_player_does(self, node: nodes.PlayerDoes) -> Any:
        """"Its controller draws 2" (Hidden Blade): the instruction, done by that player. "Each
        player kills one of their units": each player picks one of theirs, then all die together."""
        if _each_player_on_their_own(node):
            self.each_player_picks = True
            try:
                return self(node.instruction)
            finally:
                self.each_player_picks = False
        return self._done_by(node.instruction, self.player_ref(node.player))

    def lower_players_do(self, node: nodes.PlayersDo) -> Any:
        """"you score 1 point": an instruction whose subject is you is your instruction (135.2.b.4);
        "They discard 1" after "choose a player": done by the chosen player. Other groups of players
        ("you and that player each draw 1") do not run yet."""
        if isinstance(node.players, nodes.They) and node.each is None:
            return self._done_by(node.instruction, self._chosen_player(node.players))
        if not isinstance(node.players, nodes.You) or node.each is not None:
            raise self.error(node.players, "instructions done by other players cannot run yet")
        return self(node.instruction)

    def lower_choose_player(self, node: nodes.ChoosePlayer) -> runtime.ChoosePlayer:
        """"choose a player" / "choose an opponent" (picked as the instruction executes, 355.5)."""
        player = node.player
        if not (isinstance(player, nodes.Player) and player.quantity.lower() in ("a", "an") and not player.other
                and player.noun.lower() in runtime.player_choices.CHOOSABLE):
            raise self.error(player, "choosing this player cannot run yet")
        return runtime.ChoosePlayer(who=player.noun.lower())

    def _chosen_player(self, node: nodes.Node) -> runtime.PlayerRef:
        """"they": the player chosen by the latest "choose a player" of the effect."""
        chosen = [index for index, action in self.actions.items() if action == "choose_player"]
        if not chosen:
            raise self.error(node, '"they" has no chosen player to refer to')
        return runtime.ChosenPlayer(link=max(chosen))

    def lower_burn(self, node: nodes.Burn) -> runtime.Burn:
        """"[Burn 2]" (440): the top cards of your Main Deck into your trash."""
        return runtime.Burn(amount=node.amount)

    def _done_by(self, instruction: nodes.Node, player: runtime.PlayerRef) -> Any:
        """Lower ``instruction`` (no new reading-order number: it is this node's instruction) with
        ``player`` as the player who does it; only instructions with a player can take one."""
        lowered = self(instruction)
        if not any(f.name == "player" for f in fields(lowered)):
            raise self.error(instruction, f"{type(instruction).__name__} done by another player cannot run yet")
        return replace(lowered, player=player)

    def player_ref(self, node: nodes.Node) -> runtime.PlayerRef:
        """A player phrase → the runtime's player reference."""
        if isinstance(node, nodes.You):
            return runtime.You()
        if isinstance(node, nodes.RelatedPlayer):
            words = " ".join(node.words.lower().split())
            # "its controller" is read with last-known information if the object left the board
            # (359.3.e.13); "its owner" never changes (127).
            if words == "its controller":
                return runtime.ControllerOf(self.antecedent(node))
            if words == "its owner":
                return runtime.OwnerOf(self.antecedent(node))
            raise self.error(node, f'"{node.words}" cannot run yet')
        if isinstance(node, nodes.Player) and node.quantity.lower() == "each":
            if node.noun.lower() == "player":
                # "each other player" is every opponent (no teams, 740.1.b).
                return runtime.Opponents() if node.other else runtime.EachPlayer()
            if node.noun.lower() == "opponent" and not node.other:
                return runtime.Opponents()
        raise self.error(node, "this player cannot do instructions yet")


def _each_player_on_their_own(node: nodes.PlayerDoes) -> bool:
    """"Each player <verb>s one of their <objects>": an instruction on objects each player picks."""
    player, target = node.player, getattr(node.instruction, "target", None)
    return (isinstance(player, nodes.Player) and player.quantity.lower() == "each" and not player.other
            and player.noun.lower() == "player" and isinstance(target, nodes.Partitive)
            and isinstance(target.group, nodes.Choice) and isinstance(target.group.quantity, nodes.Owned)
            and target.group.quantity.owner == "their")
