"""riftc.runtime: the data vocabulary compiled cards are written in, and the interpreter that plays it.

Stdlib only; never imports lark, jinja2 or any other riftc module (the registry and users' engines
depend on this package alone). Everything generated code may name is listed in ``__all__``.
"""

from .abilities import (ActivatedAbility, AdditionalCost, CostReduction, AtTurnStep, CardDef, Keyword, SpellAbility, StaticAbility,
                        AnyTrigger, EntersAbility, NthTime, OneOrMore, OnTurn, Trigger, TriggeredAbility, WhenAttached, WhenConquerAfterAttack,
                        WhenPlayer,
                        WhenYouPlay, WhenAction, WhenBuffed, WhenPlayed)
from .actions import (board_object, buff, deal_damage, disempower, empower, exhaust, give_keyword, give_might,
                      heal, ready, spend_buff, stun)
from .amounts import Amount, CountOf, EmpoweredCount, MightOf, Points, ReplacedAmount
from .choices import (ChoiceRequest, OrderRequest, order_of, Choose, Chooser, ConfirmRequest, FirstLegalChooser, IllegalChoice,
                      EachPlayerPicks, Joined, Pick, PickAmong, ScriptedChooser, check_choice)
from .attachments import attach, become_copy, detach
from .deck_actions import counter, recycle, reveal
from .control import GainControl, gain_control
from .new_choices import MakeNewChoices
from .combat import attack, conquer, defend, end_combat, hold
from .combat_damage import resolve_combat
from .conditions import (AllOf, AssignedExcess, ChoseThisTurn, Condition, CountAtLeast, HasXp, Is, Negate, PaidAdditionalCost, PlayedThisTurn,
                         YourTurn)
from .costs import Cost, DisempowerMe, DiscardCost, RecycleCost, EnergyCost, ExhaustMe, KillCost, PowerCost, SpendBuffCost, SpendXpCost
from .effects import Effect, Instruction, Resolution, check_links
from .events import Event, EventLog, Outcome
from .modes import ChooseMode, ChooseTargets, CounterSpell, OneOf
from .fight import MutualDamage
from .instructions import (AddResources, Banish, Buff, Detach, Channel, CostWithin, DealDamage, Discard,
                           Disempower, Draw,
                           Empower, Exhaust, GiveKeyword, GiveMight, Heal, IfCondition, IfPerformed,
                           Kill, MayDo, Move, ObjectVerb, PayCost, Ready, Recall, ReturnToHand,
                           SpendBuff, Stun)
from .interpreter import ChainItem, Game
from .player_instructions import GainXp, Predict, Recycle, ScorePoints, SpendXp
from .lasting import Attach, BecomeCopy, GiveKeywords, GiveMightAndKeywords, NextTimeInstead, PlayToken, PreventDamage
from .keyword_abilities import (CanBeEmpowered, activated_abilities, keyword_ability, keyword_trigger,
                                triggered_abilities)
from .layers import (ANY_NUMBER_OF_BUFFS, ASSIGNED_FIRST, ASSIGNED_LAST, EMPOWERED_THREE_TIMES, AddTags, Cannot, Characteristics, GrantAbilities, GrantKeywordEqual, GrantKeywords,
                     GrantPermission, IncreaseMightTo, ModifyMight, SetMight, StaticEffect, View, compute)
from .replacements import AsAttached, DelayedReplacement, ReplacementAbility
from .objects import PERMANENT, THIS_COMBAT, THIS_TURN, GameObject, KeywordGrant, MightModifier, Zone
from .selectors import (AnyOf, AttachedToSource, ElsewhereThanSource, Fits, NamedLikeSource, Attacking, Buffed, CostBound, Damaged, Defending, Empowered, Equipped, Exhausted, HasDomain, HasKeyword,
                        HasTag, InCombat, IsCard, IsReady, IsToken, OwnedByYou, Mighty, MightAtLeast, MightAtMost, MightThanSource, Not, Property,
                        Selector, ANYWHERE,
                        Stunned)
from .groups import ANY_NUMBER, GroupRule, Relative
from .state import Battlefield, GameState, IllegalAction, Player, RunePool
from .targets import (AffectedBy, All, AttachedCard, ControllerOf, DiedSelf, EachPlayer, EventObjects, It, ObjectRef, Opponents, OwnerOf, PlayerRef,
                      Referents, Self, ThoseTargets, TurnPlayer, You)
from .history import (Alone, AmountAtLeast, AmountAtMost, ControlsBattlefield, HappenedThisTurn, MovedTimes, ScoreWithin,
                      WasA, DidFewer, EventObjectsAtLeast)
from .history import ControlsThisBattlefield, OnlyUnitThere
from .play_effects import PlayCard
from .hands import DiscardCards, RevealHand
from .swaps import SwapLocations
from .locations import AllAtABattlefield, AllThere, ChooseBattlefield
from .deck_looks import Among, CardType, LookAtTop, Rest, RevealCards, TakeCard, TopOfDeck, PickCards, PutBackInAnyOrder
from .repeat import joined, repeated
from . import player_choices
from .delayed_triggers import CreateDelayedTrigger
from .combat_triggers import WhenMyCombatEnds, WhenPlayerHere, WithUnits
from .more_costs import DiscardCardCost, ExhaustCost, ReturnToHandCost
from .unit_damage import UnitDeals
from .more_amounts import BattlefieldsControlled, DealMarkedDamage, KeywordValueOf
from .double import DoubleMight
from .play_locations import AMBUSH, Battlefields, PlayFrom, PlayOnlyTo, PlayPermission
from .discounts import Discount, NotFromHand, ReducedEnergyCost, discounted_energy, discounted_power
from .player_restrictions import PlayersCannot
from .rule_changes import ChannelLimit, HideAdditional, RaiseVictoryScore
from .lasting_passives import BuffBonus, MakeTrue
from .played import FewerThanOpponent, PlayedKindThisTurn
from .unless import PlayerPays, Unless
from .turn_order import InTurnOrderPicks
from .score_replacements import ScoreReplacement, ScoringPlayer
from .player_choices import Burn, ChosenPlayer, ChoosePlayer, player_code
from .pay_any import AddAmount, PaidAmount, PayAnyAmount, amount_code
from .trigger_again import TriggerAgain
from .bonus_damage import BonusDamage
from .zone_actions import (add_resources, banish, burn_out, channel, create_token, discard, draw, gain_xp,
                           kill, move, pay, recall, return_to_hand, score_points)

__all__ = [
    # cards and abilities
    "CardDef", "Keyword", "AdditionalCost", "CostReduction", "TriggeredAbility", "ActivatedAbility", "StaticAbility", "SpellAbility",
    "Trigger", "WhenPlayed", "WhenBuffed", "WhenAction", "AtTurnStep", "NthTime", "OneOrMore", "OnTurn", "WhenPlayer", "WhenAttached", "WhenConquerAfterAttack", "AnyTrigger", "WhenYouPlay", "EntersAbility",
    # effects and instructions
    "Effect", "Instruction", "ChooseTargets", "ChooseMode", "CounterSpell", "OneOf", "Buff", "SpendBuff", "Ready", "Exhaust", "Stun", "Empower", "Disempower", "Heal",
    "Kill", "Recall", "Banish", "Detach", "ReturnToHand", "Predict", "Recycle", "Move", "GiveMight", "GiveKeyword", "GiveKeywords", "DealDamage", "MutualDamage", "Draw", "Discard",
    "Channel", "AddResources", "GainXp", "SpendXp", "ScorePoints", "PayCost", "Attach", "BecomeCopy", "PreventDamage", "NextTimeInstead", "PlayToken", "GainControl", "MakeNewChoices", "ObjectVerb", "IfPerformed", "IfCondition", "MayDo", "CostWithin", "check_links",
    # references, choices, amounts
    "ObjectRef", "PlayerRef", "Self", "DiedSelf", "AttachedCard", "All", "It", "EventObjects", "ThoseTargets", "AffectedBy", "You", "TurnPlayer", "Opponents", "EachPlayer",
    "ControllerOf", "OwnerOf", "Referents", "Choose", "Joined", "PickAmong", "GroupRule", "Relative", "ANY_NUMBER", "Pick", "Amount", "MightOf", "CountOf", "EmpoweredCount", "Points", "ReplacedAmount",
    # selectors and properties
    "Selector", "Property", "Buffed", "Exhausted", "IsReady", "Stunned", "Empowered", "Damaged",
    "Attacking", "Defending", "Equipped", "InCombat", "Mighty", "MightAtMost", "MightAtLeast", "MightThanSource", "CostBound", "HasTag", "HasKeyword", "HasDomain", "NamedLikeSource", "AttachedToSource", "ElsewhereThanSource", "Fits", "IsCard", "OwnedByYou", "ANYWHERE",
    "IsToken", "Not", "AnyOf",
    # conditions
    "Condition", "Is", "CountAtLeast", "YourTurn", "Negate", "AllOf", "PlayedThisTurn", "ChoseThisTurn", "AssignedExcess", "CanBeEmpowered", "HasXp", "PaidAdditionalCost",
    # costs
    "Cost", "ExhaustMe", "EnergyCost", "PowerCost", "SpendBuffCost", "KillCost", "SpendXpCost", "DiscardCost", "RecycleCost", "DisempowerMe",
    # static (layer) effects
    "StaticEffect", "SetMight", "AddTags", "GrantKeywords", "GrantKeywordEqual", "GrantAbilities", "GrantPermission",
    "ModifyMight", "IncreaseMightTo", "Cannot", "ReplacementAbility", "DelayedReplacement", "AsAttached", "ANY_NUMBER_OF_BUFFS", "EMPOWERED_THREE_TIMES", "ASSIGNED_FIRST", "ASSIGNED_LAST", "activated_abilities", "keyword_ability", "triggered_abilities", "keyword_trigger", "Characteristics", "View", "compute",
    # choosers
    "Chooser", "ChoiceRequest", "ConfirmRequest", "OrderRequest", "order_of", "FirstLegalChooser", "ScriptedChooser",
    "IllegalChoice", "check_choice",
    # state, objects, events
    "Game", "ChainItem", "GameState", "Player", "Battlefield", "RunePool", "IllegalAction",
    "GameObject", "Zone", "MightModifier", "KeywordGrant", "THIS_TURN", "THIS_COMBAT", "PERMANENT",
    "Event", "EventLog", "Outcome", "Resolution",
    # game actions (functions)
    "buff", "spend_buff", "ready", "exhaust", "stun", "empower", "disempower", "heal", "give_might",
    "give_keyword", "deal_damage", "board_object", "kill", "recall", "move", "banish", "discard",
    "draw", "burn_out", "channel", "add_resources", "pay", "return_to_hand", "gain_xp", "score_points", "attack", "defend", "conquer", "hold",
    "end_combat", "resolve_combat", "create_token", "recycle", "reveal", "counter", "attach", "detach", "become_copy", "gain_control",
]

# conditions about players and the turn's history, and the property "alone" (history.py)
__all__ += ["HappenedThisTurn", "ControlsBattlefield", "ScoreWithin", "Alone", "AmountAtLeast", "AmountAtMost", "WasA", "DidFewer", "EventObjectsAtLeast"]
__all__ += ["ControlsThisBattlefield", "OnlyUnitThere"]
# playing a card as part of an effect (play_effects.py, 419.3)
__all__ += ["PlayCard"]
# looking at and revealing the top of a Main Deck (deck_looks.py, 424)
__all__ += ["RevealHand", "DiscardCards", "SwapLocations", "ChooseBattlefield", "AllThere", "AllAtABattlefield"]
__all__ += ["LookAtTop", "Among", "Rest", "RevealCards", "TakeCard", "CardType", "TopOfDeck", "PickCards", "PutBackInAnyOrder"]
# [Repeat] (repeat.py, 820): a spell's effect with its instructions executed once more
__all__ += ["repeated", "joined"]
# choosing a player, "they", and [Burn X] (player_choices.py, 355.5, 440)
__all__ += ["ChoosePlayer", "ChosenPlayer", "Burn", "player_code"]
# delayed triggers set up by an instruction (delayed_triggers.py, 390.2)
__all__ += ["CreateDelayedTrigger"]
# "When you defend here" on a battlefield (combat_triggers.py, 383.4.e-f)
__all__ += ["WhenPlayerHere", "WhenMyCombatEnds", "WithUnits"]
# "Discard a gear" as a cost (more_costs.py, 422.3)
__all__ += ["DiscardCardCost", "ReturnToHandCost", "ExhaustCost", "UnitDeals"]
# Double (double.py, 432)
__all__ += ["DoubleMight"]
# "equal to my [Assault]", "equal to the damage marked on it" (more_amounts.py)
__all__ += ["KeywordValueOf", "BattlefieldsControlled", "DealMarkedDamage"]
# [Weaponmaster] (weaponmaster.py, 821)
# "if you've played an Equipment this turn" (419.4.b), "if you control fewer runes than an opponent" (played.py)
__all__ += ["PlayedKindThisTurn", "FewerThanOpponent"]
# "… unless its controller pays [2] / has you draw 2" (unless.py, 359.3.e, 444)
__all__ += ["Unless", "PlayerPays"]
# "Starting with the next player, each player may …" (turn_order.py, 115.1.c, 303.2.a)
__all__ += ["InTurnOrderPicks"]
# "Give me +2 [M] and [Ganking] this turn" (lasting.py, 477.3, 801.3.a)
__all__ += ["GiveMightAndKeywords"]
# "If a player would score 1 point from conquering … , they draw 1 instead" (score_replacements.py, 370.1.b)
__all__ += ["ScoreReplacement", "ScoringPlayer"]
# where units may be played: valid locations and permissions (play_locations.py, 355.2, 822.1.b)
__all__ += ["PlayPermission", "PlayOnlyTo", "PlayFrom", "Battlefields", "AMBUSH"]
# discounts with a minimum and "to play from anywhere other than your hand" (discounts.py, 356.4.e, 366.1)
__all__ += ["Discount", "NotFromHand", "ReducedEnergyCost", "discounted_energy", "discounted_power"]
# "opponents can't score points", "Players can't score here until their third turn" (player_restrictions.py)
__all__ += ["PlayersCannot"]
# passives that change the runes channelled, the facedown cards allowed, the Victory Score (rule_changes.py)
__all__ += ["ChannelLimit", "HideAdditional", "RaiseVictoryScore"]
# passives made true by an instruction for the rest of the turn (lasting_passives.py, 317.2.c)
__all__ += ["MakeTrue", "BuffBonus"]
# "If I have moved twice this turn" (history.py)
__all__ += ["MovedTimes"]
# "Pay any amount of [A] to deal that much damage …" (pay_any.py, 204.3.b)
__all__ += ["AddAmount", "PaidAmount", "PayAnyAmount", "amount_code"]
# "Your conquer effects for conquering here trigger an additional time" (trigger_again.py, 383.4.c-d)
__all__ += ["TriggerAgain"]
# "Your spells and abilities deal 1 Bonus Damage" (bonus_damage.py, 712-715)
__all__ += ["BonusDamage"]
