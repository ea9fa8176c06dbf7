def tensor_conditional_expression(x: Tensor) -> Tensor:
  return torch.neg(x)
