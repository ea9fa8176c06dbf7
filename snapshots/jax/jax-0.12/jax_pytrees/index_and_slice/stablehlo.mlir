module @jit_index_and_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2xf32> {jax.result_info = "result[2]"}, tensor<1x4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %arg0 [0:3, 1:3] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.slice %arg0 [0:3:2, 3:4] : (tensor<3x4xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x4xf32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    return %1, %2, %4, %7 : tensor<4xf32>, tensor<3x2xf32>, tensor<2xf32>, tensor<1x4xf32>
  }
}
