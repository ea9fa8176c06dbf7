def for_range_step(start: int,
    stop: int) -> int:
  total = 0
  for _0 in range(torch.__range_length(start, stop, 3)):
    i = torch.__derive_index(_0, start, 3)
    total = torch.add(total, i)
  return total
