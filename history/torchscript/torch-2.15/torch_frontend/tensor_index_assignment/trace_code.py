def tensor_index_assignment(x: Tensor) -> Tensor:
  y = torch.clone(x)
  _0 = torch.slice(y, 0, 0, 9223372036854775807)
  _1 = torch.fill_(torch.select(_0, 1, 0), 0.)
  _2 = torch.mul(torch.select(y, 0, 0), CONSTANTS.c0)
  _3 = torch.copy_(torch.select(y, 0, 1), _2)
  return y
