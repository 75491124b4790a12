"""Printing players: who acts, points, turns and winning (Core Rules 127, 189-195, 303-317): one ``print_<rule>`` function per node class of
``riftc.nodes.players``, in the order of grammar/players.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, third_person


def print_player(p: Printer, node: nodes.Player) -> str:
    return p.join([node.quantity, node.other, node.noun])


def print_that_player(p: Printer, node: nodes.ThatPlayer) -> str:
    return f"{node.word} {node.noun}"


def print_related_player(p: Printer, node: nodes.RelatedPlayer) -> str:
    return node.words


def print_related_players(p: Printer, node: nodes.RelatedPlayers) -> str:
    return node.words


def print_they(p: Printer, node: nodes.They) -> str:
    return node.word


def print_you(p: Printer, node: nodes.You) -> str:
    return "you"


def print_you_and(p: Printer, node: nodes.YouAnd) -> str:
    return f"you and {p(node.other)}"


def print_combatants(p: Printer, node: nodes.Combatants) -> str:
    return f"the {node.first} and {node.second}"


def print_role_player(p: Printer, node: nodes.RolePlayer) -> str:
    return f"the {node.role}"


def print_points_scored(p: Printer, node: nodes.PointsScored) -> str:
    source = f"from {node.source}" if node.source else None
    return p.join([node.each, node.noun, "you scored", source, node.duration])


def print_player_possessive(p: Printer, node: nodes.PlayerPossessive) -> str:
    return f"{p(node.player)}'s"


def print_player_does(p: Printer, node: nodes.PlayerDoes) -> str:
    return f"{p(node.player)} {third_person(p, node.instruction)}"


def print_players_do(p: Printer, node: nodes.PlayersDo) -> str:
    return p.join([node.players, node.each, node.instruction])


def print_player_may(p: Printer, node: nodes.PlayerMay) -> str:
    return f"{p(node.player)} may {p(node.instruction)}"


def print_player_must(p: Printer, node: nodes.PlayerMust) -> str:
    return f"{p(node.player)} must {p(node.instruction)}"


def print_listed_sequence(p: Printer, node: nodes.ListedSequence) -> str:
    *listed, last = (p(step) for step in node.steps)
    return f"{', '.join(listed)}, then {last}"


def print_choose_option(p: Printer, node: nodes.ChooseOption) -> str:
    return f"choose {p(node.first)} or {p(node.second)}"


def print_have_do(p: Printer, node: nodes.HaveDo) -> str:
    return f"have {p(node.player)} {p(node.instruction)}"


def print_place_on_deck(p: Printer, node: nodes.PlaceOnDeck) -> str:
    return f"place {p(node.card)} on the top or bottom of {node.owner} Main Deck"


def print_subject_change(p: Printer, node: nodes.SubjectChange) -> str:
    space = "" if node.joiner.startswith(",") else " "
    return f"{p(node.first)}{space}{node.joiner} {p(node.second)}"


def print_turn_order(p: Printer, node: nodes.TurnOrder) -> str:
    return f"starting with the next player, {p(node.instruction)}"


def print_option(p: Printer, node: nodes.Option) -> str:
    return node.name


def print_for_each_chooser(p: Printer, node: nodes.ForEachChooser) -> str:
    return f"for {p(node.player)} that chooses {p(node.option)}, {p(node.instruction)}"


def print_for_each_who_did(p: Printer, node: nodes.ForEachWhoDid) -> str:
    return f"for {p(node.player)} who did, {p(node.instruction)}"


def print_player_played(p: Printer, node: nodes.PlayerPlayed) -> str:
    return f"{p(node.player)} has played {p(node.card)} {node.duration}"


def print_they_did(p: Printer, node: nodes.TheyDid) -> str:
    return f"{p(node.players)} do"


def print_happens_before_scoring(p: Printer, node: nodes.HappensBeforeScoring) -> str:
    return f"{p(node.subject)} happens before scoring"


def print_choose_player(p: Printer, node: nodes.ChoosePlayer) -> str:
    return f"choose {p(node.player)}"


def print_discard_card(p: Printer, node: nodes.DiscardCard) -> str:
    return f"discard {p(node.cards)}"


def print_gain_points(p: Printer, node: nodes.GainPoints) -> str:
    return f"gain {node.amount} {node.noun}"


def print_win_game(p: Printer, node: nodes.WinGame) -> str:
    return "win the game"


def print_raise_victory_score(p: Printer, node: nodes.RaiseVictoryScore) -> str:
    return f"increase the points needed to win the game by {node.amount}"


def print_take_turn(p: Printer, node: nodes.TakeTurn) -> str:
    return "take a turn after this one"


def print_skip_phase(p: Printer, node: nodes.SkipPhase) -> str:
    return f"skip {node.owner} {node.phase}"


def print_player_controls(p: Printer, node: nodes.PlayerControls) -> str:
    return f"{p(node.player)} controls {p(node.objects)}"


def print_score_within(p: Printer, node: nodes.ScoreWithin) -> str:
    owner = node.owner if isinstance(node.owner, str) else p(node.owner)
    within = p.join([owner, "score is", node.negated, "within", node.amount, node.noun])
    return f"{within} of the Victory Score"


def print_event_during(p: Printer, node: nodes.EventDuring) -> str:
    return f"{p(node.event)} {p(node.turn)}"


def print_during_turn(p: Printer, node: nodes.DuringTurn) -> str:
    return p.join(["on", node.owner, node.phase])


def print_player_scores_event(p: Printer, node: nodes.PlayerScoresEvent) -> str:
    return p.join([node.player, "scores", node.location])


def print_players_event(p: Printer, node: nodes.PlayersEvent) -> str:
    return p.join([node.players, node.verb, node.location])


def print_player_moves_event(p: Printer, node: nodes.PlayerMovesEvent) -> str:
    return f"{p(node.player)} moves to {p(node.destination)}"


def print_player_play_event(p: Printer, node: nodes.PlayerPlayEvent) -> str:
    return f"{p(node.player)} plays {p(node.card)}"


def print_optional_move_with(p: Printer, node: nodes.OptionalMoveWith) -> str:
    return f"{p(node.subject)} may be moved with {p(node.leader)}"


def print_can_look_at(p: Printer, node: nodes.CanLookAt) -> str:
    return f"you can look at {p(node.target)} {node.duration}"


def print_no_kill_this_way(p: Printer, node: nodes.NoKillThisWay) -> str:
    return f"{p(node.players)} {node.dont} kill {p(node.target)} this way"
