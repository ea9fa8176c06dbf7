module @jit_python_scalar attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
}
