def not_in_while_condition(n: int) -> int:
  steps = 0
  _0 = True
  while _0:
    steps0 = torch.add(steps, 1)
    done = torch.gt(torch.mul(steps0, steps0), n)
    _0, steps = torch.__not__(done), steps0
  return steps
