"""Red Book's pure rules and event-sourced game model."""

#: The version of the game engine. A game records it in its first event; a replay under another
#: engine version is refused rather than silently giving another result.
ENGINE_VERSION = "1"
