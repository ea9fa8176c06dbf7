"""``behaviour.txt``: the original and the converted function run on the same inputs: its values, writer and reader."""
