def list_comprehension_stack(x: Tensor) -> Tensor:
  _0 = [torch.mul(x, CONSTANTS.c0), torch.mul(x, CONSTANTS.c1), torch.mul(x, CONSTANTS.c2), torch.mul(x, CONSTANTS.c3)]
  return torch.stack(_0)
