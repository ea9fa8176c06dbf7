def tuple_and_list_displays(x: Tensor) -> Tuple[Tensor, Tensor]:
  rows = ops.prim.NumToTensor(torch.size(x, 0))
  cols = ops.prim.NumToTensor(torch.size(x, 1))
  return (rows, torch.mul(rows, cols))
